// Generated from the 'company' schema by src/client/crud/validation/generate.ts. Do not edit:
// run `npx tsx src/client/crud/validation/generate.ts` after changing a schema.
// biome-ignore-all lint: generated code
// biome-ignore-all format: generated code
const schema11 = {"type":"object","required":["type","name"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid"},"type":{"type":"integer","title":"Type","enum":[1,99],"default":1},"name":{"type":"string","title":"Company Name","minLength":1,"maxLength":200},"trackEventManagementReportChanges":{"type":"boolean","title":"Audit Event Manager Report","default":false},"address":{"type":"object","title":"Address","additionalProperties":false,"default":{},"properties":{"streetAddress1":{"type":["string","null"],"title":"Street Address","maxLength":200},"city":{"type":["string","null"],"title":"City","maxLength":100},"state":{"type":["string","null"],"title":"State","maxLength":50},"postalCode":{"type":["string","null"],"title":"Postal Code","maxLength":20}}}},"$id":"5c906982"};
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

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="5c906982" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "id") || (key0 === "type")) || (key0 === "name")) || (key0 === "trackEventManagementReportChanges")) || (key0 === "address"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.id,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.id.type,parentSchema:schema11.properties.id,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.type !== undefined){
let data1 = data.type;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.type.type,parentSchema:schema11.properties.type,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!((data1 === 1) || (data1 === 99))){
const err6 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema11.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.type.enum,parentSchema:schema11.properties.type,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func2(data2) > 200){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.name,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data2) < 1){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data2};
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
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.trackEventManagementReportChanges !== undefined){
let data3 = data.trackEventManagementReportChanges;
if(typeof data3 !== "boolean"){
const err10 = {instancePath:instancePath+"/trackEventManagementReportChanges",schemaPath:"#/properties/trackEventManagementReportChanges/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.trackEventManagementReportChanges.type,parentSchema:schema11.properties.trackEventManagementReportChanges,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.address !== undefined){
let data4 = data.address;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
if(!((((key1 === "streetAddress1") || (key1 === "city")) || (key1 === "state")) || (key1 === "postalCode"))){
const err11 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.address,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data4.streetAddress1 !== undefined){
let data5 = data4.streetAddress1;
if((typeof data5 !== "string") && (data5 !== null)){
const err12 = {instancePath:instancePath+"/address/streetAddress1",schemaPath:"#/properties/address/properties/streetAddress1/type",keyword:"type",params:{type: schema11.properties.address.properties.streetAddress1.type},message:"must be string,null",schema:schema11.properties.address.properties.streetAddress1.type,parentSchema:schema11.properties.address.properties.streetAddress1,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data5 === "string"){
if(func2(data5) > 200){
const err13 = {instancePath:instancePath+"/address/streetAddress1",schemaPath:"#/properties/address/properties/streetAddress1/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.address.properties.streetAddress1,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data4.city !== undefined){
let data6 = data4.city;
if((typeof data6 !== "string") && (data6 !== null)){
const err14 = {instancePath:instancePath+"/address/city",schemaPath:"#/properties/address/properties/city/type",keyword:"type",params:{type: schema11.properties.address.properties.city.type},message:"must be string,null",schema:schema11.properties.address.properties.city.type,parentSchema:schema11.properties.address.properties.city,data:data6};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data6 === "string"){
if(func2(data6) > 100){
const err15 = {instancePath:instancePath+"/address/city",schemaPath:"#/properties/address/properties/city/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.address.properties.city,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
if(data4.state !== undefined){
let data7 = data4.state;
if((typeof data7 !== "string") && (data7 !== null)){
const err16 = {instancePath:instancePath+"/address/state",schemaPath:"#/properties/address/properties/state/type",keyword:"type",params:{type: schema11.properties.address.properties.state.type},message:"must be string,null",schema:schema11.properties.address.properties.state.type,parentSchema:schema11.properties.address.properties.state,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data7 === "string"){
if(func2(data7) > 50){
const err17 = {instancePath:instancePath+"/address/state",schemaPath:"#/properties/address/properties/state/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.address.properties.state,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
if(data4.postalCode !== undefined){
let data8 = data4.postalCode;
if((typeof data8 !== "string") && (data8 !== null)){
const err18 = {instancePath:instancePath+"/address/postalCode",schemaPath:"#/properties/address/properties/postalCode/type",keyword:"type",params:{type: schema11.properties.address.properties.postalCode.type},message:"must be string,null",schema:schema11.properties.address.properties.postalCode.type,parentSchema:schema11.properties.address.properties.postalCode,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data8 === "string"){
if(func2(data8) > 20){
const err19 = {instancePath:instancePath+"/address/postalCode",schemaPath:"#/properties/address/properties/postalCode/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.address.properties.postalCode,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
}
else {
const err20 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.address.type,parentSchema:schema11.properties.address,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export default { "5c906982": validate10 };
