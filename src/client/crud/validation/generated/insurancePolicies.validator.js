// Generated from the 'insurancePolicies' schema by src/client/crud/validation/generate.ts. Do not edit:
// run `npx tsx src/client/crud/validation/generate.ts` after changing a schema.
// biome-ignore-all lint: generated code
// biome-ignore-all format: generated code
import __formats from '../formats.ts';

const schema11 = {"type":"object","required":["carrierName","number","policyType","startDate","endDate"],"additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid"},"isArchived":{"type":"boolean","title":"Archive Policy","default":false},"carrierName":{"type":"string","title":"Carrier Name","minLength":1,"maxLength":200},"number":{"type":"string","title":"Policy Number","minLength":1,"maxLength":100},"policyType":{"type":"integer","title":"Policy Type","enum":[0,1,2]},"startDate":{"type":"string","title":"Start Date","format":"date"},"endDate":{"type":"string","title":"End Date","format":"date"},"premium":{"type":["number","null"],"title":"Premium","minimum":0,"exclusiveMaximum":1000000000000},"premiumAnnualized":{"type":["number","null"],"title":"Premium Annualized","minimum":0,"exclusiveMaximum":1000000000000},"coverageAmount":{"type":["number","null"],"title":"Coverage Amount","minimum":0,"exclusiveMaximum":1000000000000},"deductible":{"type":["number","null"],"title":"Deductible","minimum":0,"exclusiveMaximum":1000000000000},"contactNumber":{"type":["string","null"],"title":"Contact Phone","maxLength":40},"propertyIds":{"type":"array","title":"Associated Properties","items":{"type":"string","format":"uuid"},"maxItems":1000,"default":[]},"selectableProperties":{"type":"array","readOnly":true,"description":"Read-only: the chosen properties with their claim counts (ignored on save)","items":{"type":"object","required":["id","name","claimCount"],"properties":{"id":{"type":"string"},"name":{"type":"string"},"claimCount":{"type":"integer","minimum":0,"description":"Claims of this policy at this property"}}}}},"$id":"-32e8255a"};
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
const formats2 = __formats.date;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-32e8255a" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.carrierName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "carrierName"},message:"must have required property '"+"carrierName"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.number === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.policyType === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "policyType"},message:"must have required property '"+"policyType"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.startDate === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "startDate"},message:"must have required property '"+"startDate"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.endDate === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endDate"},message:"must have required property '"+"endDate"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err6 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.id,data:data0};
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
const err7 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.id.type,parentSchema:schema11.properties.id,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.isArchived !== undefined){
let data1 = data.isArchived;
if(typeof data1 !== "boolean"){
const err8 = {instancePath:instancePath+"/isArchived",schemaPath:"#/properties/isArchived/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.isArchived.type,parentSchema:schema11.properties.isArchived,data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.carrierName !== undefined){
let data2 = data.carrierName;
if(typeof data2 === "string"){
if(func3(data2) > 200){
const err9 = {instancePath:instancePath+"/carrierName",schemaPath:"#/properties/carrierName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.carrierName,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func3(data2) < 1){
const err10 = {instancePath:instancePath+"/carrierName",schemaPath:"#/properties/carrierName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.carrierName,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/carrierName",schemaPath:"#/properties/carrierName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.carrierName.type,parentSchema:schema11.properties.carrierName,data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.number !== undefined){
let data3 = data.number;
if(typeof data3 === "string"){
if(func3(data3) > 100){
const err12 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema11.properties.number,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func3(data3) < 1){
const err13 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.number,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.number.type,parentSchema:schema11.properties.number,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.policyType !== undefined){
let data4 = data.policyType;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err15 = {instancePath:instancePath+"/policyType",schemaPath:"#/properties/policyType/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.policyType.type,parentSchema:schema11.properties.policyType,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(!(((data4 === 0) || (data4 === 1)) || (data4 === 2))){
const err16 = {instancePath:instancePath+"/policyType",schemaPath:"#/properties/policyType/enum",keyword:"enum",params:{allowedValues: schema11.properties.policyType.enum},message:"must be equal to one of the allowed values",schema:schema11.properties.policyType.enum,parentSchema:schema11.properties.policyType,data:data4};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.startDate !== undefined){
let data5 = data.startDate;
if(typeof data5 === "string"){
if(!(formats2.validate(data5))){
const err17 = {instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.startDate,data:data5};
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
const err18 = {instancePath:instancePath+"/startDate",schemaPath:"#/properties/startDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.startDate.type,parentSchema:schema11.properties.startDate,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.endDate !== undefined){
let data6 = data.endDate;
if(typeof data6 === "string"){
if(!(formats2.validate(data6))){
const err19 = {instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\"",schema:"date",parentSchema:schema11.properties.endDate,data:data6};
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
const err20 = {instancePath:instancePath+"/endDate",schemaPath:"#/properties/endDate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.endDate.type,parentSchema:schema11.properties.endDate,data:data6};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.premium !== undefined){
let data7 = data.premium;
if((!(typeof data7 == "number")) && (data7 !== null)){
const err21 = {instancePath:instancePath+"/premium",schemaPath:"#/properties/premium/type",keyword:"type",params:{type: schema11.properties.premium.type},message:"must be number,null",schema:schema11.properties.premium.type,parentSchema:schema11.properties.premium,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
const err22 = {instancePath:instancePath+"/premium",schemaPath:"#/properties/premium/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.premium,data:data7};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data7 >= 1000000000000 || isNaN(data7)){
const err23 = {instancePath:instancePath+"/premium",schemaPath:"#/properties/premium/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1000000000000},message:"must be < 1000000000000",schema:1000000000000,parentSchema:schema11.properties.premium,data:data7};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data.premiumAnnualized !== undefined){
let data8 = data.premiumAnnualized;
if((!(typeof data8 == "number")) && (data8 !== null)){
const err24 = {instancePath:instancePath+"/premiumAnnualized",schemaPath:"#/properties/premiumAnnualized/type",keyword:"type",params:{type: schema11.properties.premiumAnnualized.type},message:"must be number,null",schema:schema11.properties.premiumAnnualized.type,parentSchema:schema11.properties.premiumAnnualized,data:data8};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 < 0 || isNaN(data8)){
const err25 = {instancePath:instancePath+"/premiumAnnualized",schemaPath:"#/properties/premiumAnnualized/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.premiumAnnualized,data:data8};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data8 >= 1000000000000 || isNaN(data8)){
const err26 = {instancePath:instancePath+"/premiumAnnualized",schemaPath:"#/properties/premiumAnnualized/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1000000000000},message:"must be < 1000000000000",schema:1000000000000,parentSchema:schema11.properties.premiumAnnualized,data:data8};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
if(data.coverageAmount !== undefined){
let data9 = data.coverageAmount;
if((!(typeof data9 == "number")) && (data9 !== null)){
const err27 = {instancePath:instancePath+"/coverageAmount",schemaPath:"#/properties/coverageAmount/type",keyword:"type",params:{type: schema11.properties.coverageAmount.type},message:"must be number,null",schema:schema11.properties.coverageAmount.type,parentSchema:schema11.properties.coverageAmount,data:data9};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 < 0 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/coverageAmount",schemaPath:"#/properties/coverageAmount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.coverageAmount,data:data9};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data9 >= 1000000000000 || isNaN(data9)){
const err29 = {instancePath:instancePath+"/coverageAmount",schemaPath:"#/properties/coverageAmount/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1000000000000},message:"must be < 1000000000000",schema:1000000000000,parentSchema:schema11.properties.coverageAmount,data:data9};
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
if(data.deductible !== undefined){
let data10 = data.deductible;
if((!(typeof data10 == "number")) && (data10 !== null)){
const err30 = {instancePath:instancePath+"/deductible",schemaPath:"#/properties/deductible/type",keyword:"type",params:{type: schema11.properties.deductible.type},message:"must be number,null",schema:schema11.properties.deductible.type,parentSchema:schema11.properties.deductible,data:data10};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 < 0 || isNaN(data10)){
const err31 = {instancePath:instancePath+"/deductible",schemaPath:"#/properties/deductible/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.deductible,data:data10};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data10 >= 1000000000000 || isNaN(data10)){
const err32 = {instancePath:instancePath+"/deductible",schemaPath:"#/properties/deductible/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1000000000000},message:"must be < 1000000000000",schema:1000000000000,parentSchema:schema11.properties.deductible,data:data10};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
if(data.contactNumber !== undefined){
let data11 = data.contactNumber;
if((typeof data11 !== "string") && (data11 !== null)){
const err33 = {instancePath:instancePath+"/contactNumber",schemaPath:"#/properties/contactNumber/type",keyword:"type",params:{type: schema11.properties.contactNumber.type},message:"must be string,null",schema:schema11.properties.contactNumber.type,parentSchema:schema11.properties.contactNumber,data:data11};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data11 === "string"){
if(func3(data11) > 40){
const err34 = {instancePath:instancePath+"/contactNumber",schemaPath:"#/properties/contactNumber/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters",schema:40,parentSchema:schema11.properties.contactNumber,data:data11};
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
if(data.propertyIds !== undefined){
let data12 = data.propertyIds;
if(Array.isArray(data12)){
if(data12.length > 1000){
const err35 = {instancePath:instancePath+"/propertyIds",schemaPath:"#/properties/propertyIds/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items",schema:1000,parentSchema:schema11.properties.propertyIds,data:data12};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(typeof data13 === "string"){
if(!(formats0.test(data13))){
const err36 = {instancePath:instancePath+"/propertyIds/" + i0,schemaPath:"#/properties/propertyIds/items/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.propertyIds.items,data:data13};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/propertyIds/" + i0,schemaPath:"#/properties/propertyIds/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.propertyIds.items.type,parentSchema:schema11.properties.propertyIds.items,data:data13};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/propertyIds",schemaPath:"#/properties/propertyIds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.propertyIds.type,parentSchema:schema11.properties.propertyIds,data:data12};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.selectableProperties !== undefined){
let data14 = data.selectableProperties;
if(Array.isArray(data14)){
const len1 = data14.length;
for(let i1=0; i1<len1; i1++){
let data15 = data14[i1];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.id === undefined){
const err39 = {instancePath:instancePath+"/selectableProperties/" + i1,schemaPath:"#/properties/selectableProperties/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema11.properties.selectableProperties.items.required,parentSchema:schema11.properties.selectableProperties.items,data:data15};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data15.name === undefined){
const err40 = {instancePath:instancePath+"/selectableProperties/" + i1,schemaPath:"#/properties/selectableProperties/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema11.properties.selectableProperties.items.required,parentSchema:schema11.properties.selectableProperties.items,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data15.claimCount === undefined){
const err41 = {instancePath:instancePath+"/selectableProperties/" + i1,schemaPath:"#/properties/selectableProperties/items/required",keyword:"required",params:{missingProperty: "claimCount"},message:"must have required property '"+"claimCount"+"'",schema:schema11.properties.selectableProperties.items.required,parentSchema:schema11.properties.selectableProperties.items,data:data15};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(data15.id !== undefined){
let data16 = data15.id;
if(typeof data16 !== "string"){
const err42 = {instancePath:instancePath+"/selectableProperties/" + i1+"/id",schemaPath:"#/properties/selectableProperties/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.selectableProperties.items.properties.id.type,parentSchema:schema11.properties.selectableProperties.items.properties.id,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data15.name !== undefined){
let data17 = data15.name;
if(typeof data17 !== "string"){
const err43 = {instancePath:instancePath+"/selectableProperties/" + i1+"/name",schemaPath:"#/properties/selectableProperties/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.selectableProperties.items.properties.name.type,parentSchema:schema11.properties.selectableProperties.items.properties.name,data:data17};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data15.claimCount !== undefined){
let data18 = data15.claimCount;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err44 = {instancePath:instancePath+"/selectableProperties/" + i1+"/claimCount",schemaPath:"#/properties/selectableProperties/items/properties/claimCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.selectableProperties.items.properties.claimCount.type,parentSchema:schema11.properties.selectableProperties.items.properties.claimCount,data:data18};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(typeof data18 == "number"){
if(data18 < 0 || isNaN(data18)){
const err45 = {instancePath:instancePath+"/selectableProperties/" + i1+"/claimCount",schemaPath:"#/properties/selectableProperties/items/properties/claimCount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.selectableProperties.items.properties.claimCount,data:data18};
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
}
else {
const err46 = {instancePath:instancePath+"/selectableProperties/" + i1,schemaPath:"#/properties/selectableProperties/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.properties.selectableProperties.items.type,parentSchema:schema11.properties.selectableProperties.items,data:data15};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/selectableProperties",schemaPath:"#/properties/selectableProperties/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema11.properties.selectableProperties.type,parentSchema:schema11.properties.selectableProperties,data:data14};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export default { "-32e8255a": validate10 };
