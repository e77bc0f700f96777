// Generated from the 'properties' schema by src/client/crud/validation/generate.ts. Do not edit:
// run `npx tsx src/client/crud/validation/generate.ts` after changing a schema.
// biome-ignore-all lint: generated code
// biome-ignore-all format: generated code
import __formats from '../formats.ts';

const schema11 = {"type":"object","required":["propertyNumber","name","numberOfUnits","phoneNumber"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid"},"propertyNumber":{"type":"string","title":"Property#","minLength":1,"maxLength":50},"name":{"type":"string","title":"Name","minLength":1,"maxLength":200},"numberOfUnits":{"type":"integer","title":"# of Units","minimum":0,"maximum":1000000},"address":{"type":"object","title":"Address","default":{},"additionalProperties":false,"properties":{"streetAddress1":{"type":"string","title":"Street","maxLength":200},"city":{"type":"string","title":"City","maxLength":100},"state":{"type":"string","title":"State","maxLength":2},"postalCode":{"type":"string","title":"Postal Code","maxLength":20}}},"phoneNumber":{"type":"string","title":"Phone Number","format":"us-phone","minLength":1,"maxLength":40},"timeZone":{"type":"string","title":"Time Zone","maxLength":64,"examples":["America/New_York","America/Chicago","America/Denver","America/Phoenix","America/Los_Angeles","America/Anchorage","Pacific/Honolulu"]},"isArchived":{"type":"boolean","title":"Archive Property","default":false},"onCallPersonId":{"type":["string","null"],"title":"On-Call Person","format":"uuid"},"onCallPhoneNumberFriendlyFormat":{"type":["string","null"],"title":"On-Call Phone Number","readOnly":true},"insurance":{"type":"object","title":"Insurance Policy","default":{},"additionalProperties":false,"properties":{"policyNumber":{"type":"string","title":"Policy Number","maxLength":100},"contactNumber":{"type":"string","title":"Contact Phone","format":"us-phone","maxLength":40},"deductible":{"type":["number","null"],"title":"Deductible","minimum":0,"exclusiveMaximum":1000000000000}}},"insurancePolicies":{"type":"array","title":"Insurance Policies","readOnly":true,"items":{"type":"object","required":["id","policyNumber","contactNumber","deductible"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid"},"carrierName":{"type":["string","null"]},"policyNumber":{"type":["string","null"]},"contactNumber":{"type":["string","null"]},"deductible":{"type":"number"}}}}},"$id":"-3e34a129"};
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

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3e34a129" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.propertyNumber === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "propertyNumber"},message:"must have required property '"+"propertyNumber"+"'",schema:schema11.required,parentSchema:schema11,data};
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
if(data.numberOfUnits === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "numberOfUnits"},message:"must have required property '"+"numberOfUnits"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.phoneNumber === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phoneNumber"},message:"must have required property '"+"phoneNumber"+"'",schema:schema11.required,parentSchema:schema11,data};
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
if(data.propertyNumber !== undefined){
let data1 = data.propertyNumber;
if(typeof data1 === "string"){
if(func3(data1) > 50){
const err7 = {instancePath:instancePath+"/propertyNumber",schemaPath:"#/properties/propertyNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema11.properties.propertyNumber,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func3(data1) < 1){
const err8 = {instancePath:instancePath+"/propertyNumber",schemaPath:"#/properties/propertyNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.propertyNumber,data:data1};
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
const err9 = {instancePath:instancePath+"/propertyNumber",schemaPath:"#/properties/propertyNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.propertyNumber.type,parentSchema:schema11.properties.propertyNumber,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.name !== undefined){
let data2 = data.name;
if(typeof data2 === "string"){
if(func3(data2) > 200){
const err10 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.name,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func3(data2) < 1){
const err11 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.name,data:data2};
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
const err12 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.name.type,parentSchema:schema11.properties.name,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.numberOfUnits !== undefined){
let data3 = data.numberOfUnits;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err13 = {instancePath:instancePath+"/numberOfUnits",schemaPath:"#/properties/numberOfUnits/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.numberOfUnits.type,parentSchema:schema11.properties.numberOfUnits,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 1000000 || isNaN(data3)){
const err14 = {instancePath:instancePath+"/numberOfUnits",schemaPath:"#/properties/numberOfUnits/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema11.properties.numberOfUnits,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err15 = {instancePath:instancePath+"/numberOfUnits",schemaPath:"#/properties/numberOfUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.numberOfUnits,data:data3};
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
let data4 = data.address;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
if(!((((key1 === "streetAddress1") || (key1 === "city")) || (key1 === "state")) || (key1 === "postalCode"))){
const err16 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.address,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data4.streetAddress1 !== undefined){
let data5 = data4.streetAddress1;
if(typeof data5 === "string"){
if(func3(data5) > 200){
const err17 = {instancePath:instancePath+"/address/streetAddress1",schemaPath:"#/properties/address/properties/streetAddress1/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.address.properties.streetAddress1,data:data5};
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
const err18 = {instancePath:instancePath+"/address/streetAddress1",schemaPath:"#/properties/address/properties/streetAddress1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.address.properties.streetAddress1.type,parentSchema:schema11.properties.address.properties.streetAddress1,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data4.city !== undefined){
let data6 = data4.city;
if(typeof data6 === "string"){
if(func3(data6) > 100){
const err19 = {instancePath:instancePath+"/address/city",schemaPath:"#/properties/address/properties/city/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.address.properties.city,data:data6};
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
const err20 = {instancePath:instancePath+"/address/city",schemaPath:"#/properties/address/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.address.properties.city.type,parentSchema:schema11.properties.address.properties.city,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data4.state !== undefined){
let data7 = data4.state;
if(typeof data7 === "string"){
if(func3(data7) > 2){
const err21 = {instancePath:instancePath+"/address/state",schemaPath:"#/properties/address/properties/state/maxLength",keyword:"maxLength",params:{limit: 2},message:"must NOT have more than 2 characters",schema:2,parentSchema:schema11.properties.address.properties.state,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/address/state",schemaPath:"#/properties/address/properties/state/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.address.properties.state.type,parentSchema:schema11.properties.address.properties.state,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data4.postalCode !== undefined){
let data8 = data4.postalCode;
if(typeof data8 === "string"){
if(func3(data8) > 20){
const err23 = {instancePath:instancePath+"/address/postalCode",schemaPath:"#/properties/address/properties/postalCode/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema11.properties.address.properties.postalCode,data:data8};
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
const err24 = {instancePath:instancePath+"/address/postalCode",schemaPath:"#/properties/address/properties/postalCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.address.properties.postalCode.type,parentSchema:schema11.properties.address.properties.postalCode,data:data8};
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
const err25 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.address.type,parentSchema:schema11.properties.address,data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.phoneNumber !== undefined){
let data9 = data.phoneNumber;
if(typeof data9 === "string"){
if(func3(data9) > 40){
const err26 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema11.properties.phoneNumber,data:data9};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func3(data9) < 1){
const err27 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.phoneNumber,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!(formats2(data9))){
const err28 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/format",keyword:"format",params:{format: "us-phone"},message:"must match format \""+"us-phone"+"\"",schema:"us-phone",parentSchema:schema11.properties.phoneNumber,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/phoneNumber",schemaPath:"#/properties/phoneNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.phoneNumber.type,parentSchema:schema11.properties.phoneNumber,data:data9};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.timeZone !== undefined){
let data10 = data.timeZone;
if(typeof data10 === "string"){
if(func3(data10) > 64){
const err30 = {instancePath:instancePath+"/timeZone",schemaPath:"#/properties/timeZone/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.timeZone,data:data10};
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
const err31 = {instancePath:instancePath+"/timeZone",schemaPath:"#/properties/timeZone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.timeZone.type,parentSchema:schema11.properties.timeZone,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.isArchived !== undefined){
let data11 = data.isArchived;
if(typeof data11 !== "boolean"){
const err32 = {instancePath:instancePath+"/isArchived",schemaPath:"#/properties/isArchived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.isArchived.type,parentSchema:schema11.properties.isArchived,data:data11};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.onCallPersonId !== undefined){
let data12 = data.onCallPersonId;
if((typeof data12 !== "string") && (data12 !== null)){
const err33 = {instancePath:instancePath+"/onCallPersonId",schemaPath:"#/properties/onCallPersonId/type",keyword:"type",params:{type: schema11.properties.onCallPersonId.type},message:"must be string,null",schema:schema11.properties.onCallPersonId.type,parentSchema:schema11.properties.onCallPersonId,data:data12};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data12 === "string"){
if(!(formats0.test(data12))){
const err34 = {instancePath:instancePath+"/onCallPersonId",schemaPath:"#/properties/onCallPersonId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.onCallPersonId,data:data12};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data.onCallPhoneNumberFriendlyFormat !== undefined){
let data13 = data.onCallPhoneNumberFriendlyFormat;
if((typeof data13 !== "string") && (data13 !== null)){
const err35 = {instancePath:instancePath+"/onCallPhoneNumberFriendlyFormat",schemaPath:"#/properties/onCallPhoneNumberFriendlyFormat/type",keyword:"type",params:{type: schema11.properties.onCallPhoneNumberFriendlyFormat.type},message:"must be string,null",schema:schema11.properties.onCallPhoneNumberFriendlyFormat.type,parentSchema:schema11.properties.onCallPhoneNumberFriendlyFormat,data:data13};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.insurance !== undefined){
let data14 = data.insurance;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key2 in data14){
if(!(((key2 === "policyNumber") || (key2 === "contactNumber")) || (key2 === "deductible"))){
const err36 = {instancePath:instancePath+"/insurance",schemaPath:"#/properties/insurance/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.insurance,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data14.policyNumber !== undefined){
let data15 = data14.policyNumber;
if(typeof data15 === "string"){
if(func3(data15) > 100){
const err37 = {instancePath:instancePath+"/insurance/policyNumber",schemaPath:"#/properties/insurance/properties/policyNumber/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.insurance.properties.policyNumber,data:data15};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/insurance/policyNumber",schemaPath:"#/properties/insurance/properties/policyNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.insurance.properties.policyNumber.type,parentSchema:schema11.properties.insurance.properties.policyNumber,data:data15};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data14.contactNumber !== undefined){
let data16 = data14.contactNumber;
if(typeof data16 === "string"){
if(func3(data16) > 40){
const err39 = {instancePath:instancePath+"/insurance/contactNumber",schemaPath:"#/properties/insurance/properties/contactNumber/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema11.properties.insurance.properties.contactNumber,data:data16};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!(formats2(data16))){
const err40 = {instancePath:instancePath+"/insurance/contactNumber",schemaPath:"#/properties/insurance/properties/contactNumber/format",keyword:"format",params:{format: "us-phone"},message:"must match format \""+"us-phone"+"\"",schema:"us-phone",parentSchema:schema11.properties.insurance.properties.contactNumber,data:data16};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/insurance/contactNumber",schemaPath:"#/properties/insurance/properties/contactNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.insurance.properties.contactNumber.type,parentSchema:schema11.properties.insurance.properties.contactNumber,data:data16};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data14.deductible !== undefined){
let data17 = data14.deductible;
if((!(typeof data17 == "number")) && (data17 !== null)){
const err42 = {instancePath:instancePath+"/insurance/deductible",schemaPath:"#/properties/insurance/properties/deductible/type",keyword:"type",params:{type: schema11.properties.insurance.properties.deductible.type},message:"must be number,null",schema:schema11.properties.insurance.properties.deductible.type,parentSchema:schema11.properties.insurance.properties.deductible,data:data17};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 < 0 || isNaN(data17)){
const err43 = {instancePath:instancePath+"/insurance/deductible",schemaPath:"#/properties/insurance/properties/deductible/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.insurance.properties.deductible,data:data17};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data17 >= 1000000000000 || isNaN(data17)){
const err44 = {instancePath:instancePath+"/insurance/deductible",schemaPath:"#/properties/insurance/properties/deductible/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1000000000000},message:"must be < 1000000000000",schema:1000000000000,parentSchema:schema11.properties.insurance.properties.deductible,data:data17};
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
}
else {
const err45 = {instancePath:instancePath+"/insurance",schemaPath:"#/properties/insurance/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.insurance.type,parentSchema:schema11.properties.insurance,data:data14};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.insurancePolicies !== undefined){
let data18 = data.insurancePolicies;
if(Array.isArray(data18)){
const len0 = data18.length;
for(let i0=0; i0<len0; i0++){
let data19 = data18[i0];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.id === undefined){
const err46 = {instancePath:instancePath+"/insurancePolicies/" + i0,schemaPath:"#/properties/insurancePolicies/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema11.properties.insurancePolicies.items.required,parentSchema:schema11.properties.insurancePolicies.items,data:data19};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data19.policyNumber === undefined){
const err47 = {instancePath:instancePath+"/insurancePolicies/" + i0,schemaPath:"#/properties/insurancePolicies/items/required",keyword:"required",params:{missingProperty: "policyNumber"},message:"must have required property '"+"policyNumber"+"'",schema:schema11.properties.insurancePolicies.items.required,parentSchema:schema11.properties.insurancePolicies.items,data:data19};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data19.contactNumber === undefined){
const err48 = {instancePath:instancePath+"/insurancePolicies/" + i0,schemaPath:"#/properties/insurancePolicies/items/required",keyword:"required",params:{missingProperty: "contactNumber"},message:"must have required property '"+"contactNumber"+"'",schema:schema11.properties.insurancePolicies.items.required,parentSchema:schema11.properties.insurancePolicies.items,data:data19};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data19.deductible === undefined){
const err49 = {instancePath:instancePath+"/insurancePolicies/" + i0,schemaPath:"#/properties/insurancePolicies/items/required",keyword:"required",params:{missingProperty: "deductible"},message:"must have required property '"+"deductible"+"'",schema:schema11.properties.insurancePolicies.items.required,parentSchema:schema11.properties.insurancePolicies.items,data:data19};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key3 in data19){
if(!(((((key3 === "id") || (key3 === "carrierName")) || (key3 === "policyNumber")) || (key3 === "contactNumber")) || (key3 === "deductible"))){
const err50 = {instancePath:instancePath+"/insurancePolicies/" + i0,schemaPath:"#/properties/insurancePolicies/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema11.properties.insurancePolicies.items,data:data19};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data19.id !== undefined){
let data20 = data19.id;
if(typeof data20 === "string"){
if(!(formats0.test(data20))){
const err51 = {instancePath:instancePath+"/insurancePolicies/" + i0+"/id",schemaPath:"#/properties/insurancePolicies/items/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.insurancePolicies.items.properties.id,data:data20};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/insurancePolicies/" + i0+"/id",schemaPath:"#/properties/insurancePolicies/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.insurancePolicies.items.properties.id.type,parentSchema:schema11.properties.insurancePolicies.items.properties.id,data:data20};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data19.carrierName !== undefined){
let data21 = data19.carrierName;
if((typeof data21 !== "string") && (data21 !== null)){
const err53 = {instancePath:instancePath+"/insurancePolicies/" + i0+"/carrierName",schemaPath:"#/properties/insurancePolicies/items/properties/carrierName/type",keyword:"type",params:{type: schema11.properties.insurancePolicies.items.properties.carrierName.type},message:"must be string,null",schema:schema11.properties.insurancePolicies.items.properties.carrierName.type,parentSchema:schema11.properties.insurancePolicies.items.properties.carrierName,data:data21};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data19.policyNumber !== undefined){
let data22 = data19.policyNumber;
if((typeof data22 !== "string") && (data22 !== null)){
const err54 = {instancePath:instancePath+"/insurancePolicies/" + i0+"/policyNumber",schemaPath:"#/properties/insurancePolicies/items/properties/policyNumber/type",keyword:"type",params:{type: schema11.properties.insurancePolicies.items.properties.policyNumber.type},message:"must be string,null",schema:schema11.properties.insurancePolicies.items.properties.policyNumber.type,parentSchema:schema11.properties.insurancePolicies.items.properties.policyNumber,data:data22};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data19.contactNumber !== undefined){
let data23 = data19.contactNumber;
if((typeof data23 !== "string") && (data23 !== null)){
const err55 = {instancePath:instancePath+"/insurancePolicies/" + i0+"/contactNumber",schemaPath:"#/properties/insurancePolicies/items/properties/contactNumber/type",keyword:"type",params:{type: schema11.properties.insurancePolicies.items.properties.contactNumber.type},message:"must be string,null",schema:schema11.properties.insurancePolicies.items.properties.contactNumber.type,parentSchema:schema11.properties.insurancePolicies.items.properties.contactNumber,data:data23};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data19.deductible !== undefined){
let data24 = data19.deductible;
if(!(typeof data24 == "number")){
const err56 = {instancePath:instancePath+"/insurancePolicies/" + i0+"/deductible",schemaPath:"#/properties/insurancePolicies/items/properties/deductible/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema11.properties.insurancePolicies.items.properties.deductible.type,parentSchema:schema11.properties.insurancePolicies.items.properties.deductible,data:data24};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/insurancePolicies/" + i0,schemaPath:"#/properties/insurancePolicies/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.insurancePolicies.items.type,parentSchema:schema11.properties.insurancePolicies.items,data:data19};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/insurancePolicies",schemaPath:"#/properties/insurancePolicies/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.insurancePolicies.type,parentSchema:schema11.properties.insurancePolicies,data:data18};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export default { "-3e34a129": validate10 };
