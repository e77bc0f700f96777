// Generated from the 'people' schema by src/client/crud/validation/generate.ts. Do not edit:
// run `npx tsx src/client/crud/validation/generate.ts` after changing a schema.
// biome-ignore-all lint: generated code
// biome-ignore-all format: generated code
import __formats from '../formats.ts';

const schema11 = {"type":"object","required":["firstName","lastName","emailAddress","positionId"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid"},"firstName":{"type":"string","title":"First Name","minLength":1,"maxLength":100},"lastName":{"type":"string","title":"Last Name","minLength":1,"maxLength":100},"phoneNumber":{"type":"string","title":"Phone Number","format":"us-phone","maxLength":40},"emailAddress":{"type":"string","title":"Email Address","format":"email","maxLength":254},"positionId":{"type":"string","title":"Role","format":"uuid"},"positionName":{"type":["string","null"],"title":"Role Name","readOnly":true},"isNew":{"type":"boolean","title":"New","readOnly":true},"isArchived":{"type":"boolean","title":"Archive User","default":false},"allPropertiesAssociated":{"type":"boolean","title":"All Properties","default":false},"propertyAssociations":{"type":"array","title":"Properties","default":[],"maxItems":5000,"items":{"type":"string","format":"uuid"}},"propertyGroupAssociations":{"type":"array","title":"Property Groups","default":[],"maxItems":5000,"items":{"type":"string","format":"uuid"}},"propertyEventSeverityLevel":{"type":"integer","title":"Event Severity Level","minimum":0,"maximum":2,"default":2},"eventChangeSubscriptions":{"type":"object","title":"Event Change Subscriptions","default":{},"additionalProperties":false,"properties":{"created":{"type":"boolean","title":"Created","default":false},"statusChanged":{"type":"boolean","title":"Status Changed","default":false},"pendingApproval":{"type":"boolean","title":"Pending Approval","default":false}}},"eventSubscriptionTypes":{"type":"array","title":"Event Subscription Types","default":[],"maxItems":100,"items":{"type":"string","minLength":1,"maxLength":100}}},"$id":"-7a4b31ec"};
const func2 = Object.prototype.hasOwnProperty;
const func3 = (function ucs2length(str) {
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
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats2 = __formats["us-phone"];
const formats4 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7a4b31ec" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.firstName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lastName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.emailAddress === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "emailAddress"},message:"must have required property '"+"emailAddress"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.positionId === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "positionId"},message:"must have required property '"+"positionId"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.id,data:data0};
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
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.id.type,parentSchema:schema11.properties.id,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.firstName !== undefined){
let data1 = data.firstName;
if(typeof data1 === "string"){
if(func3(data1) > 100){
const err7 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.firstName,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func3(data1) < 1){
const err8 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.firstName,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.firstName.type,parentSchema:schema11.properties.firstName,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.lastName !== undefined){
let data2 = data.lastName;
if(typeof data2 === "string"){
if(func3(data2) > 100){
const err10 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.lastName,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func3(data2) < 1){
const err11 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.lastName,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.lastName.type,parentSchema:schema11.properties.lastName,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.phoneNumber !== undefined){
let data3 = data.phoneNumber;
if(typeof data3 === "string"){
if(func3(data3) > 40){
const err13 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema11.properties.phoneNumber,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!(formats2(data3))){
const err14 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/format",keyword:"format",params:{format: "us-phone"},message:"must match format \""+"us-phone"+"\"",schema:"us-phone",parentSchema:schema11.properties.phoneNumber,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.phoneNumber.type,parentSchema:schema11.properties.phoneNumber,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.emailAddress !== undefined){
let data4 = data.emailAddress;
if(typeof data4 === "string"){
if(func3(data4) > 254){
const err16 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/properties/emailAddress/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema11.properties.emailAddress,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!(formats4.test(data4))){
const err17 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/properties/emailAddress/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.emailAddress,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/emailAddress",schemaPath:"#/properties/emailAddress/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.emailAddress.type,parentSchema:schema11.properties.emailAddress,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.positionId !== undefined){
let data5 = data.positionId;
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err19 = {instancePath:instancePath+"/positionId",schemaPath:"#/properties/positionId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.positionId,data:data5};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/positionId",schemaPath:"#/properties/positionId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.positionId.type,parentSchema:schema11.properties.positionId,data:data5};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.positionName !== undefined){
let data6 = data.positionName;
if((typeof data6 !== "string") && (data6 !== null)){
const err21 = {instancePath:instancePath+"/positionName",schemaPath:"#/properties/positionName/type",keyword:"type",params:{type: schema11.properties.positionName.type},message:"must be string,null",schema:schema11.properties.positionName.type,parentSchema:schema11.properties.positionName,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.isNew !== undefined){
let data7 = data.isNew;
if(typeof data7 !== "boolean"){
const err22 = {instancePath:instancePath+"/isNew",schemaPath:"#/properties/isNew/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.isNew.type,parentSchema:schema11.properties.isNew,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.isArchived !== undefined){
let data8 = data.isArchived;
if(typeof data8 !== "boolean"){
const err23 = {instancePath:instancePath+"/isArchived",schemaPath:"#/properties/isArchived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.isArchived.type,parentSchema:schema11.properties.isArchived,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.allPropertiesAssociated !== undefined){
let data9 = data.allPropertiesAssociated;
if(typeof data9 !== "boolean"){
const err24 = {instancePath:instancePath+"/allPropertiesAssociated",schemaPath:"#/properties/allPropertiesAssociated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.allPropertiesAssociated.type,parentSchema:schema11.properties.allPropertiesAssociated,data:data9};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.propertyAssociations !== undefined){
let data10 = data.propertyAssociations;
if(Array.isArray(data10)){
if(data10.length > 5000){
const err25 = {instancePath:instancePath+"/propertyAssociations",schemaPath:"#/properties/propertyAssociations/maxItems",keyword:"maxItems",params:{limit: 5000},message:"must NOT have more than 5000 items",schema:5000,parentSchema:schema11.properties.propertyAssociations,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
if(typeof data11 === "string"){
if(!(formats0.test(data11))){
const err26 = {instancePath:instancePath+"/propertyAssociations/" + i0,schemaPath:"#/properties/propertyAssociations/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.propertyAssociations.items,data:data11};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/propertyAssociations/" + i0,schemaPath:"#/properties/propertyAssociations/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.propertyAssociations.items.type,parentSchema:schema11.properties.propertyAssociations.items,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/propertyAssociations",schemaPath:"#/properties/propertyAssociations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.propertyAssociations.type,parentSchema:schema11.properties.propertyAssociations,data:data10};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.propertyGroupAssociations !== undefined){
let data12 = data.propertyGroupAssociations;
if(Array.isArray(data12)){
if(data12.length > 5000){
const err29 = {instancePath:instancePath+"/propertyGroupAssociations",schemaPath:"#/properties/propertyGroupAssociations/maxItems",keyword:"maxItems",params:{limit: 5000},message:"must NOT have more than 5000 items",schema:5000,parentSchema:schema11.properties.propertyGroupAssociations,data:data12};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
let data13 = data12[i1];
if(typeof data13 === "string"){
if(!(formats0.test(data13))){
const err30 = {instancePath:instancePath+"/propertyGroupAssociations/" + i1,schemaPath:"#/properties/propertyGroupAssociations/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.propertyGroupAssociations.items,data:data13};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/propertyGroupAssociations/" + i1,schemaPath:"#/properties/propertyGroupAssociations/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.propertyGroupAssociations.items.type,parentSchema:schema11.properties.propertyGroupAssociations.items,data:data13};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/propertyGroupAssociations",schemaPath:"#/properties/propertyGroupAssociations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.propertyGroupAssociations.type,parentSchema:schema11.properties.propertyGroupAssociations,data:data12};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.propertyEventSeverityLevel !== undefined){
let data14 = data.propertyEventSeverityLevel;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err33 = {instancePath:instancePath+"/propertyEventSeverityLevel",schemaPath:"#/properties/propertyEventSeverityLevel/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.propertyEventSeverityLevel.type,parentSchema:schema11.properties.propertyEventSeverityLevel,data:data14};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data14 == "number"){
if(data14 > 2 || isNaN(data14)){
const err34 = {instancePath:instancePath+"/propertyEventSeverityLevel",schemaPath:"#/properties/propertyEventSeverityLevel/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2",schema:2,parentSchema:schema11.properties.propertyEventSeverityLevel,data:data14};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data14 < 0 || isNaN(data14)){
const err35 = {instancePath:instancePath+"/propertyEventSeverityLevel",schemaPath:"#/properties/propertyEventSeverityLevel/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.propertyEventSeverityLevel,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
if(data.eventChangeSubscriptions !== undefined){
let data15 = data.eventChangeSubscriptions;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key1 in data15){
if(!(((key1 === "created") || (key1 === "statusChanged")) || (key1 === "pendingApproval"))){
const err36 = {instancePath:instancePath+"/eventChangeSubscriptions",schemaPath:"#/properties/eventChangeSubscriptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.eventChangeSubscriptions,data:data15};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data15.created !== undefined){
let data16 = data15.created;
if(typeof data16 !== "boolean"){
const err37 = {instancePath:instancePath+"/eventChangeSubscriptions/created",schemaPath:"#/properties/eventChangeSubscriptions/properties/created/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.eventChangeSubscriptions.properties.created.type,parentSchema:schema11.properties.eventChangeSubscriptions.properties.created,data:data16};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data15.statusChanged !== undefined){
let data17 = data15.statusChanged;
if(typeof data17 !== "boolean"){
const err38 = {instancePath:instancePath+"/eventChangeSubscriptions/statusChanged",schemaPath:"#/properties/eventChangeSubscriptions/properties/statusChanged/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.eventChangeSubscriptions.properties.statusChanged.type,parentSchema:schema11.properties.eventChangeSubscriptions.properties.statusChanged,data:data17};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data15.pendingApproval !== undefined){
let data18 = data15.pendingApproval;
if(typeof data18 !== "boolean"){
const err39 = {instancePath:instancePath+"/eventChangeSubscriptions/pendingApproval",schemaPath:"#/properties/eventChangeSubscriptions/properties/pendingApproval/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.eventChangeSubscriptions.properties.pendingApproval.type,parentSchema:schema11.properties.eventChangeSubscriptions.properties.pendingApproval,data:data18};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
else {
const err40 = {instancePath:instancePath+"/eventChangeSubscriptions",schemaPath:"#/properties/eventChangeSubscriptions/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.eventChangeSubscriptions.type,parentSchema:schema11.properties.eventChangeSubscriptions,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.eventSubscriptionTypes !== undefined){
let data19 = data.eventSubscriptionTypes;
if(Array.isArray(data19)){
if(data19.length > 100){
const err41 = {instancePath:instancePath+"/eventSubscriptionTypes",schemaPath:"#/properties/eventSubscriptionTypes/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items",schema:100,parentSchema:schema11.properties.eventSubscriptionTypes,data:data19};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const len2 = data19.length;
for(let i2=0; i2<len2; i2++){
let data20 = data19[i2];
if(typeof data20 === "string"){
if(func3(data20) > 100){
const err42 = {instancePath:instancePath+"/eventSubscriptionTypes/" + i2,schemaPath:"#/properties/eventSubscriptionTypes/items/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.eventSubscriptionTypes.items,data:data20};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(func3(data20) < 1){
const err43 = {instancePath:instancePath+"/eventSubscriptionTypes/" + i2,schemaPath:"#/properties/eventSubscriptionTypes/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.eventSubscriptionTypes.items,data:data20};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/eventSubscriptionTypes/" + i2,schemaPath:"#/properties/eventSubscriptionTypes/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.eventSubscriptionTypes.items.type,parentSchema:schema11.properties.eventSubscriptionTypes.items,data:data20};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/eventSubscriptionTypes",schemaPath:"#/properties/eventSubscriptionTypes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.eventSubscriptionTypes.type,parentSchema:schema11.properties.eventSubscriptionTypes,data:data19};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export default { "-7a4b31ec": validate10 };
