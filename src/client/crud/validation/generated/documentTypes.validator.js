// Generated from the 'documentTypes' schema by src/client/crud/validation/generate.ts. Do not edit:
// run `npx tsx src/client/crud/validation/generate.ts` after changing a schema.
// biome-ignore-all lint: generated code
// biome-ignore-all format: generated code
const schema11 = {"type":"object","required":["name"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string","title":"Name","maxLength":100},"active":{"type":"boolean","title":"Status"},"isArchived":{"type":"boolean","title":"Archive","default":false},"isSystemType":{"type":"boolean","title":"System Type","default":false,"readOnly":true}},"$id":"258934e9"};
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
/*# sourceURL="258934e9" */;
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
if(!(((((key0 === "id") || (key0 === "name")) || (key0 === "active")) || (key0 === "isArchived")) || (key0 === "isSystemType"))){
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
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.active !== undefined){
let data2 = data.active;
if(typeof data2 !== "boolean"){
const err6 = {instancePath:instancePath+"/active",schemaPath:"#/properties/active/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.active.type,parentSchema:schema11.properties.active,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.isArchived !== undefined){
let data3 = data.isArchived;
if(typeof data3 !== "boolean"){
const err7 = {instancePath:instancePath+"/isArchived",schemaPath:"#/properties/isArchived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.isArchived.type,parentSchema:schema11.properties.isArchived,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.isSystemType !== undefined){
let data4 = data.isSystemType;
if(typeof data4 !== "boolean"){
const err8 = {instancePath:instancePath+"/isSystemType",schemaPath:"#/properties/isSystemType/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.isSystemType.type,parentSchema:schema11.properties.isSystemType,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export default { "258934e9": validate10 };
