// Generated from the 'vendors' schema by src/client/crud/validation/generate.ts. Do not edit:
// run `npx tsx src/client/crud/validation/generate.ts` after changing a schema.
// biome-ignore-all lint: generated code
// biome-ignore-all format: generated code
import __formats from '../formats.ts';

const schema11 = {"type":"object","required":["name","typeId"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid"},"name":{"type":"string","title":"Name","minLength":1,"maxLength":200},"typeId":{"type":"string","title":"Type","format":"uuid"},"email":{"type":["string","null"],"title":"Email","format":"email","maxLength":254},"phone":{"type":["string","null"],"title":"Phone","format":"us-phone","maxLength":40},"address":{"type":"object","title":"Address","additionalProperties":false,"default":{},"properties":{"city":{"type":["string","null"],"title":"City","maxLength":100},"state":{"type":["string","null"],"title":"State","maxLength":50}}},"allPropertiesAssociated":{"type":"boolean","title":"All Properties","default":false},"propertyAssociations":{"type":"array","title":"Properties","items":{"type":"string","format":"uuid"},"default":[]},"propertyGroupAssociations":{"type":"array","title":"Property Groups","items":{"type":"string","format":"uuid"},"default":[]}},"$id":"-2436c74f"};
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
const formats4 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats6 = __formats["us-phone"];

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2436c74f" */;
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
if(data.typeId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "typeId"},message:"must have required property '"+"typeId"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
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
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(func3(data1) > 200){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.name,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func3(data1) < 1){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.typeId !== undefined){
let data2 = data.typeId;
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
const err8 = {instancePath:instancePath+"/typeId",schemaPath:"#/properties/typeId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.typeId,data:data2};
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
const err9 = {instancePath:instancePath+"/typeId",schemaPath:"#/properties/typeId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.typeId.type,parentSchema:schema11.properties.typeId,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.email !== undefined){
let data3 = data.email;
if((typeof data3 !== "string") && (data3 !== null)){
const err10 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: schema11.properties.email.type},message:"must be string,null",schema:schema11.properties.email.type,parentSchema:schema11.properties.email,data:data3};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data3 === "string"){
if(func3(data3) > 254){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters",schema:254,parentSchema:schema11.properties.email,data:data3};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!(formats4.test(data3))){
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\"",schema:"email",parentSchema:schema11.properties.email,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
if(data.phone !== undefined){
let data4 = data.phone;
if((typeof data4 !== "string") && (data4 !== null)){
const err13 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: schema11.properties.phone.type},message:"must be string,null",schema:schema11.properties.phone.type,parentSchema:schema11.properties.phone,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data4 === "string"){
if(func3(data4) > 40){
const err14 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema11.properties.phone,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(formats6(data4))){
const err15 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/format",keyword:"format",params:{format: "us-phone"},message:"must match format \""+"us-phone"+"\"",schema:"us-phone",parentSchema:schema11.properties.phone,data:data4};
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
if(data.address !== undefined){
let data5 = data.address;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!((key1 === "city") || (key1 === "state"))){
const err16 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.address,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.city !== undefined){
let data6 = data5.city;
if((typeof data6 !== "string") && (data6 !== null)){
const err17 = {instancePath:instancePath+"/address/city",schemaPath:"#/properties/address/properties/city/type",keyword:"type",params:{type: schema11.properties.address.properties.city.type},message:"must be string,null",schema:schema11.properties.address.properties.city.type,parentSchema:schema11.properties.address.properties.city,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data6 === "string"){
if(func3(data6) > 100){
const err18 = {instancePath:instancePath+"/address/city",schemaPath:"#/properties/address/properties/city/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.address.properties.city,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
if(data5.state !== undefined){
let data7 = data5.state;
if((typeof data7 !== "string") && (data7 !== null)){
const err19 = {instancePath:instancePath+"/address/state",schemaPath:"#/properties/address/properties/state/type",keyword:"type",params:{type: schema11.properties.address.properties.state.type},message:"must be string,null",schema:schema11.properties.address.properties.state.type,parentSchema:schema11.properties.address.properties.state,data:data7};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(typeof data7 === "string"){
if(func3(data7) > 50){
const err20 = {instancePath:instancePath+"/address/state",schemaPath:"#/properties/address/properties/state/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.address.properties.state,data:data7};
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
}
else {
const err21 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.address.type,parentSchema:schema11.properties.address,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.allPropertiesAssociated !== undefined){
let data8 = data.allPropertiesAssociated;
if(typeof data8 !== "boolean"){
const err22 = {instancePath:instancePath+"/allPropertiesAssociated",schemaPath:"#/properties/allPropertiesAssociated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.allPropertiesAssociated.type,parentSchema:schema11.properties.allPropertiesAssociated,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.propertyAssociations !== undefined){
let data9 = data.propertyAssociations;
if(Array.isArray(data9)){
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(typeof data10 === "string"){
if(!(formats0.test(data10))){
const err23 = {instancePath:instancePath+"/propertyAssociations/" + i0,schemaPath:"#/properties/propertyAssociations/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.propertyAssociations.items,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/propertyAssociations/" + i0,schemaPath:"#/properties/propertyAssociations/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.propertyAssociations.items.type,parentSchema:schema11.properties.propertyAssociations.items,data:data10};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/propertyAssociations",schemaPath:"#/properties/propertyAssociations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.propertyAssociations.type,parentSchema:schema11.properties.propertyAssociations,data:data9};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.propertyGroupAssociations !== undefined){
let data11 = data.propertyGroupAssociations;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
let data12 = data11[i1];
if(typeof data12 === "string"){
if(!(formats0.test(data12))){
const err26 = {instancePath:instancePath+"/propertyGroupAssociations/" + i1,schemaPath:"#/properties/propertyGroupAssociations/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.propertyGroupAssociations.items,data:data12};
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
const err27 = {instancePath:instancePath+"/propertyGroupAssociations/" + i1,schemaPath:"#/properties/propertyGroupAssociations/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.propertyGroupAssociations.items.type,parentSchema:schema11.properties.propertyGroupAssociations.items,data:data12};
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
const err28 = {instancePath:instancePath+"/propertyGroupAssociations",schemaPath:"#/properties/propertyGroupAssociations/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.propertyGroupAssociations.type,parentSchema:schema11.properties.propertyGroupAssociations,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export default { "-2436c74f": validate10 };
