// Generated from the 'roles' schema by src/client/crud/validation/generate.ts. Do not edit:
// run `npx tsx src/client/crud/validation/generate.ts` after changing a schema.
// biome-ignore-all lint: generated code
// biome-ignore-all format: generated code
const schema11 = {"type":"object","required":["name"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string","title":"Name","minLength":1,"maxLength":100},"active":{"type":"boolean","title":"Active Role","default":true},"isPocForEvents":{"type":"boolean","title":"Show Role as POC for Events","default":true},"seesAllCompanyItems":{"type":"boolean","title":"Sees all company items regardless of assignments (use carefully)","default":false},"permissions":{"type":"object","title":"Permissions","default":{},"additionalProperties":false,"propertyNames":{"enum":["reportEvents","completeEvents","manageCompanyProfile","manageInsurancePolicies","manageUsers","manageProperties","managePropertyGroups","manageProcedures","manageEvents","deleteEvents","manageVendorTypes","manageVendors","manageEventCategories","manageRoles","manageSubscriptions","viewDashboard","manageIntegrations"]},"properties":{"reportEvents":{"type":"boolean","title":"Report Events","default":false},"completeEvents":{"type":"boolean","title":"Complete Events","default":false},"manageCompanyProfile":{"type":"boolean","title":"Manage Company Profile","default":false},"manageInsurancePolicies":{"type":"boolean","title":"Manage Insurance Policies (beta)","default":false},"manageUsers":{"type":"boolean","title":"Manage Users","default":false},"manageProperties":{"type":"boolean","title":"Manage Properties","default":false},"managePropertyGroups":{"type":"boolean","title":"Manage Property Groups","default":false},"manageProcedures":{"type":"boolean","title":"Manage Procedures","default":false},"manageEvents":{"type":"boolean","title":"Manage Events","default":false},"deleteEvents":{"type":"boolean","title":"Delete Events","default":false},"manageVendorTypes":{"type":"boolean","title":"Manage Vendor Types","default":false},"manageVendors":{"type":"boolean","title":"Manage Vendors","default":false},"manageEventCategories":{"type":"boolean","title":"Manage Event Categories","default":false},"manageRoles":{"type":"boolean","title":"Manage Roles","default":false},"manageSubscriptions":{"type":"boolean","title":"Manage Subscriptions","default":false},"viewDashboard":{"type":"boolean","title":"View Dashboard","default":false},"manageIntegrations":{"type":"boolean","title":"Manage Integrations","default":false}}}},"$id":"-5fdc115e"};
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const func2 = (function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
});
const func4 = Object.prototype.hasOwnProperty;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-5fdc115e" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "id") || (key0 === "name")) || (key0 === "active")) || (key0 === "isPocForEvents")) || (key0 === "seesAllCompanyItems")) || (key0 === "permissions"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.id,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.id.type,parentSchema:schema11.properties.id,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func2(data1) > 100){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.name,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data1) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.active !== undefined){
let data2 = data.active;
if(typeof data2 !== "boolean"){
const err7 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.active.type,parentSchema:schema11.properties.active,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.isPocForEvents !== undefined){
let data3 = data.isPocForEvents;
if(typeof data3 !== "boolean"){
const err8 = {instancePath:instancePath+"/isPocForEvents",schemaPath:"#/properties/isPocForEvents/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.isPocForEvents.type,parentSchema:schema11.properties.isPocForEvents,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.seesAllCompanyItems !== undefined){
let data4 = data.seesAllCompanyItems;
if(typeof data4 !== "boolean"){
const err9 = {instancePath:instancePath+"/seesAllCompanyItems",schemaPath:"#/properties/seesAllCompanyItems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.seesAllCompanyItems.type,parentSchema:schema11.properties.seesAllCompanyItems,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.permissions !== undefined){
let data5 = data.permissions;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
const _errs14 = errors;
if(!(((((((((((((((((key1 === "reportEvents") || (key1 === "completeEvents")) || (key1 === "manageCompanyProfile")) || (key1 === "manageInsurancePolicies")) || (key1 === "manageUsers")) || (key1 === "manageProperties")) || (key1 === "managePropertyGroups")) || (key1 === "manageProcedures")) || (key1 === "manageEvents")) || (key1 === "deleteEvents")) || (key1 === "manageVendorTypes")) || (key1 === "manageVendors")) || (key1 === "manageEventCategories")) || (key1 === "manageRoles")) || (key1 === "manageSubscriptions")) || (key1 === "viewDashboard")) || (key1 === "manageIntegrations"))){
const err10 = {instancePath:instancePath+"/permissions",schemaPath:"#/properties/permissions/propertyNames/enum",keyword:"enum",params:{allowedValues: schema11.properties.permissions.propertyNames.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.permissions.propertyNames.enum,parentSchema:schema11.properties.permissions.propertyNames,data:key1,propertyName:key1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid1 = _errs14 === errors;
if(!valid1){
const err11 = {instancePath:instancePath+"/permissions",schemaPath:"#/properties/permissions/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid",schema:schema11.properties.permissions.propertyNames,parentSchema:schema11.properties.permissions,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
for(const key2 in data5){
if(!(func4.call(schema11.properties.permissions.properties, key2))){
const err12 = {instancePath:instancePath+"/permissions",schemaPath:"#/properties/permissions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.permissions,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5.reportEvents !== undefined){
let data6 = data5.reportEvents;
if(typeof data6 !== "boolean"){
const err13 = {instancePath:instancePath+"/permissions/reportEvents",schemaPath:"#/properties/permissions/properties/reportEvents/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.reportEvents.type,parentSchema:schema11.properties.permissions.properties.reportEvents,data:data6};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.completeEvents !== undefined){
let data7 = data5.completeEvents;
if(typeof data7 !== "boolean"){
const err14 = {instancePath:instancePath+"/permissions/completeEvents",schemaPath:"#/properties/permissions/properties/completeEvents/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.completeEvents.type,parentSchema:schema11.properties.permissions.properties.completeEvents,data:data7};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.manageCompanyProfile !== undefined){
let data8 = data5.manageCompanyProfile;
if(typeof data8 !== "boolean"){
const err15 = {instancePath:instancePath+"/permissions/manageCompanyProfile",schemaPath:"#/properties/permissions/properties/manageCompanyProfile/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.manageCompanyProfile.type,parentSchema:schema11.properties.permissions.properties.manageCompanyProfile,data:data8};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.manageInsurancePolicies !== undefined){
let data9 = data5.manageInsurancePolicies;
if(typeof data9 !== "boolean"){
const err16 = {instancePath:instancePath+"/permissions/manageInsurancePolicies",schemaPath:"#/properties/permissions/properties/manageInsurancePolicies/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.manageInsurancePolicies.type,parentSchema:schema11.properties.permissions.properties.manageInsurancePolicies,data:data9};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.manageUsers !== undefined){
let data10 = data5.manageUsers;
if(typeof data10 !== "boolean"){
const err17 = {instancePath:instancePath+"/permissions/manageUsers",schemaPath:"#/properties/permissions/properties/manageUsers/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.manageUsers.type,parentSchema:schema11.properties.permissions.properties.manageUsers,data:data10};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data5.manageProperties !== undefined){
let data11 = data5.manageProperties;
if(typeof data11 !== "boolean"){
const err18 = {instancePath:instancePath+"/permissions/manageProperties",schemaPath:"#/properties/permissions/properties/manageProperties/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.manageProperties.type,parentSchema:schema11.properties.permissions.properties.manageProperties,data:data11};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data5.managePropertyGroups !== undefined){
let data12 = data5.managePropertyGroups;
if(typeof data12 !== "boolean"){
const err19 = {instancePath:instancePath+"/permissions/managePropertyGroups",schemaPath:"#/properties/permissions/properties/managePropertyGroups/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.managePropertyGroups.type,parentSchema:schema11.properties.permissions.properties.managePropertyGroups,data:data12};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.manageProcedures !== undefined){
let data13 = data5.manageProcedures;
if(typeof data13 !== "boolean"){
const err20 = {instancePath:instancePath+"/permissions/manageProcedures",schemaPath:"#/properties/permissions/properties/manageProcedures/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.manageProcedures.type,parentSchema:schema11.properties.permissions.properties.manageProcedures,data:data13};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data5.manageEvents !== undefined){
let data14 = data5.manageEvents;
if(typeof data14 !== "boolean"){
const err21 = {instancePath:instancePath+"/permissions/manageEvents",schemaPath:"#/properties/permissions/properties/manageEvents/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.manageEvents.type,parentSchema:schema11.properties.permissions.properties.manageEvents,data:data14};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data5.deleteEvents !== undefined){
let data15 = data5.deleteEvents;
if(typeof data15 !== "boolean"){
const err22 = {instancePath:instancePath+"/permissions/deleteEvents",schemaPath:"#/properties/permissions/properties/deleteEvents/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.deleteEvents.type,parentSchema:schema11.properties.permissions.properties.deleteEvents,data:data15};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data5.manageVendorTypes !== undefined){
let data16 = data5.manageVendorTypes;
if(typeof data16 !== "boolean"){
const err23 = {instancePath:instancePath+"/permissions/manageVendorTypes",schemaPath:"#/properties/permissions/properties/manageVendorTypes/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.manageVendorTypes.type,parentSchema:schema11.properties.permissions.properties.manageVendorTypes,data:data16};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data5.manageVendors !== undefined){
let data17 = data5.manageVendors;
if(typeof data17 !== "boolean"){
const err24 = {instancePath:instancePath+"/permissions/manageVendors",schemaPath:"#/properties/permissions/properties/manageVendors/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.manageVendors.type,parentSchema:schema11.properties.permissions.properties.manageVendors,data:data17};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data5.manageEventCategories !== undefined){
let data18 = data5.manageEventCategories;
if(typeof data18 !== "boolean"){
const err25 = {instancePath:instancePath+"/permissions/manageEventCategories",schemaPath:"#/properties/permissions/properties/manageEventCategories/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.manageEventCategories.type,parentSchema:schema11.properties.permissions.properties.manageEventCategories,data:data18};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.manageRoles !== undefined){
let data19 = data5.manageRoles;
if(typeof data19 !== "boolean"){
const err26 = {instancePath:instancePath+"/permissions/manageRoles",schemaPath:"#/properties/permissions/properties/manageRoles/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.manageRoles.type,parentSchema:schema11.properties.permissions.properties.manageRoles,data:data19};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data5.manageSubscriptions !== undefined){
let data20 = data5.manageSubscriptions;
if(typeof data20 !== "boolean"){
const err27 = {instancePath:instancePath+"/permissions/manageSubscriptions",schemaPath:"#/properties/permissions/properties/manageSubscriptions/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.manageSubscriptions.type,parentSchema:schema11.properties.permissions.properties.manageSubscriptions,data:data20};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data5.viewDashboard !== undefined){
let data21 = data5.viewDashboard;
if(typeof data21 !== "boolean"){
const err28 = {instancePath:instancePath+"/permissions/viewDashboard",schemaPath:"#/properties/permissions/properties/viewDashboard/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.viewDashboard.type,parentSchema:schema11.properties.permissions.properties.viewDashboard,data:data21};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data5.manageIntegrations !== undefined){
let data22 = data5.manageIntegrations;
if(typeof data22 !== "boolean"){
const err29 = {instancePath:instancePath+"/permissions/manageIntegrations",schemaPath:"#/properties/permissions/properties/manageIntegrations/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.permissions.properties.manageIntegrations.type,parentSchema:schema11.properties.permissions.properties.manageIntegrations,data:data22};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/permissions",schemaPath:"#/properties/permissions/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.permissions.type,parentSchema:schema11.properties.permissions,data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export default { "-5fdc115e": validate10 };
