// Generated from the 'propertyBuildings' schema by src/client/crud/validation/generate.ts. Do not edit:
// run `npx tsx src/client/crud/validation/generate.ts` after changing a schema.
// biome-ignore-all lint: generated code
// biome-ignore-all format: generated code
const schema11 = {"type":"object","additionalProperties":false,"properties":{"id":{"type":"string","format":"uuid"},"locationNumber":{"type":["string","null"],"title":"Location #","maxLength":200},"buildingNumber":{"type":["string","null"],"title":"Building #","maxLength":200},"numberOfUnits":{"type":["integer","null"],"title":"# of Units","minimum":0,"maximum":1000000},"numberOfStories":{"type":["integer","null"],"title":"# of Stories","minimum":0,"maximum":500},"squareFeet":{"type":["integer","null"],"title":"Square Feet","minimum":0,"maximum":100000000},"buildingDescription":{"type":["string","null"],"title":"Building Description","maxLength":1000},"occupancy":{"type":["string","null"],"title":"Occupancy","maxLength":200},"yearBuilt":{"type":["integer","null"],"title":"Year Built","minimum":1600,"maximum":2200},"construction":{"type":["string","null"],"title":"Construction","maxLength":200},"rentControlled":{"type":["string","null"],"title":"Rent Controlled","maxLength":200},"rentLoss":{"type":["number","null"],"title":"Rent Loss $","minimum":0,"exclusiveMaximum":1000000000000},"ppCoverage":{"type":["number","null"],"title":"PP Coverage","minimum":0,"exclusiveMaximum":1000000000000},"wiringType":{"type":["string","null"],"title":"Wiring","maxLength":200},"sprinklered":{"type":["string","null"],"title":"Sprinklers","maxLength":200},"hvac":{"type":["string","null"],"title":"HVAC","maxLength":200},"plumbing":{"type":["string","null"],"title":"Plumbing","maxLength":200},"roof":{"type":["string","null"],"title":"Roof","maxLength":200},"floodZone":{"type":["string","null"],"title":"Flood Zone","maxLength":200},"securedEntrance":{"type":["string","null"],"title":"Secured Entrance","maxLength":200},"totalInsuranedValue":{"type":["number","null"],"title":"Total Insured Value","minimum":0,"exclusiveMaximum":1000000000000}},"$id":"-1eee4a14"};
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

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-1eee4a14" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err1 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\"",schema:"uuid",parentSchema:schema11.properties.id,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.id.type,parentSchema:schema11.properties.id,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.locationNumber !== undefined){
let data1 = data.locationNumber;
if((typeof data1 !== "string") && (data1 !== null)){
const err3 = {instancePath:instancePath+"/locationNumber",schemaPath:"#/properties/locationNumber/type",keyword:"type",params:{type: schema11.properties.locationNumber.type},message:"must be string,null",schema:schema11.properties.locationNumber.type,parentSchema:schema11.properties.locationNumber,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(typeof data1 === "string"){
if(func3(data1) > 200){
const err4 = {instancePath:instancePath+"/locationNumber",schemaPath:"#/properties/locationNumber/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.locationNumber,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.buildingNumber !== undefined){
let data2 = data.buildingNumber;
if((typeof data2 !== "string") && (data2 !== null)){
const err5 = {instancePath:instancePath+"/buildingNumber",schemaPath:"#/properties/buildingNumber/type",keyword:"type",params:{type: schema11.properties.buildingNumber.type},message:"must be string,null",schema:schema11.properties.buildingNumber.type,parentSchema:schema11.properties.buildingNumber,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data2 === "string"){
if(func3(data2) > 200){
const err6 = {instancePath:instancePath+"/buildingNumber",schemaPath:"#/properties/buildingNumber/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.buildingNumber,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.numberOfUnits !== undefined){
let data3 = data.numberOfUnits;
if((!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))) && (data3 !== null)){
const err7 = {instancePath:instancePath+"/numberOfUnits",schemaPath:"#/properties/numberOfUnits/type",keyword:"type",params:{type: schema11.properties.numberOfUnits.type},message:"must be integer,null",schema:schema11.properties.numberOfUnits.type,parentSchema:schema11.properties.numberOfUnits,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 1000000 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/numberOfUnits",schemaPath:"#/properties/numberOfUnits/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema11.properties.numberOfUnits,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/numberOfUnits",schemaPath:"#/properties/numberOfUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.numberOfUnits,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.numberOfStories !== undefined){
let data4 = data.numberOfStories;
if((!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))) && (data4 !== null)){
const err10 = {instancePath:instancePath+"/numberOfStories",schemaPath:"#/properties/numberOfStories/type",keyword:"type",params:{type: schema11.properties.numberOfStories.type},message:"must be integer,null",schema:schema11.properties.numberOfStories.type,parentSchema:schema11.properties.numberOfStories,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 500 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/numberOfStories",schemaPath:"#/properties/numberOfStories/maximum",keyword:"maximum",params:{comparison: "<=", limit: 500},message:"must be <= 500",schema:500,parentSchema:schema11.properties.numberOfStories,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err12 = {instancePath:instancePath+"/numberOfStories",schemaPath:"#/properties/numberOfStories/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.numberOfStories,data:data4};
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
if(data.squareFeet !== undefined){
let data5 = data.squareFeet;
if((!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))) && (data5 !== null)){
const err13 = {instancePath:instancePath+"/squareFeet",schemaPath:"#/properties/squareFeet/type",keyword:"type",params:{type: schema11.properties.squareFeet.type},message:"must be integer,null",schema:schema11.properties.squareFeet.type,parentSchema:schema11.properties.squareFeet,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(typeof data5 == "number"){
if(data5 > 100000000 || isNaN(data5)){
const err14 = {instancePath:instancePath+"/squareFeet",schemaPath:"#/properties/squareFeet/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000000},message:"must be <= 100000000",schema:100000000,parentSchema:schema11.properties.squareFeet,data:data5};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data5 < 0 || isNaN(data5)){
const err15 = {instancePath:instancePath+"/squareFeet",schemaPath:"#/properties/squareFeet/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.squareFeet,data:data5};
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
if(data.buildingDescription !== undefined){
let data6 = data.buildingDescription;
if((typeof data6 !== "string") && (data6 !== null)){
const err16 = {instancePath:instancePath+"/buildingDescription",schemaPath:"#/properties/buildingDescription/type",keyword:"type",params:{type: schema11.properties.buildingDescription.type},message:"must be string,null",schema:schema11.properties.buildingDescription.type,parentSchema:schema11.properties.buildingDescription,data:data6};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(typeof data6 === "string"){
if(func3(data6) > 1000){
const err17 = {instancePath:instancePath+"/buildingDescription",schemaPath:"#/properties/buildingDescription/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.buildingDescription,data:data6};
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
if(data.occupancy !== undefined){
let data7 = data.occupancy;
if((typeof data7 !== "string") && (data7 !== null)){
const err18 = {instancePath:instancePath+"/occupancy",schemaPath:"#/properties/occupancy/type",keyword:"type",params:{type: schema11.properties.occupancy.type},message:"must be string,null",schema:schema11.properties.occupancy.type,parentSchema:schema11.properties.occupancy,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data7 === "string"){
if(func3(data7) > 200){
const err19 = {instancePath:instancePath+"/occupancy",schemaPath:"#/properties/occupancy/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.occupancy,data:data7};
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
if(data.yearBuilt !== undefined){
let data8 = data.yearBuilt;
if((!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))) && (data8 !== null)){
const err20 = {instancePath:instancePath+"/yearBuilt",schemaPath:"#/properties/yearBuilt/type",keyword:"type",params:{type: schema11.properties.yearBuilt.type},message:"must be integer,null",schema:schema11.properties.yearBuilt.type,parentSchema:schema11.properties.yearBuilt,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 2200 || isNaN(data8)){
const err21 = {instancePath:instancePath+"/yearBuilt",schemaPath:"#/properties/yearBuilt/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2200},message:"must be <= 2200",schema:2200,parentSchema:schema11.properties.yearBuilt,data:data8};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data8 < 1600 || isNaN(data8)){
const err22 = {instancePath:instancePath+"/yearBuilt",schemaPath:"#/properties/yearBuilt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1600},message:"must be >= 1600",schema:1600,parentSchema:schema11.properties.yearBuilt,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data.construction !== undefined){
let data9 = data.construction;
if((typeof data9 !== "string") && (data9 !== null)){
const err23 = {instancePath:instancePath+"/construction",schemaPath:"#/properties/construction/type",keyword:"type",params:{type: schema11.properties.construction.type},message:"must be string,null",schema:schema11.properties.construction.type,parentSchema:schema11.properties.construction,data:data9};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data9 === "string"){
if(func3(data9) > 200){
const err24 = {instancePath:instancePath+"/construction",schemaPath:"#/properties/construction/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.construction,data:data9};
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
if(data.rentControlled !== undefined){
let data10 = data.rentControlled;
if((typeof data10 !== "string") && (data10 !== null)){
const err25 = {instancePath:instancePath+"/rentControlled",schemaPath:"#/properties/rentControlled/type",keyword:"type",params:{type: schema11.properties.rentControlled.type},message:"must be string,null",schema:schema11.properties.rentControlled.type,parentSchema:schema11.properties.rentControlled,data:data10};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(typeof data10 === "string"){
if(func3(data10) > 200){
const err26 = {instancePath:instancePath+"/rentControlled",schemaPath:"#/properties/rentControlled/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.rentControlled,data:data10};
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
if(data.rentLoss !== undefined){
let data11 = data.rentLoss;
if((!(typeof data11 == "number")) && (data11 !== null)){
const err27 = {instancePath:instancePath+"/rentLoss",schemaPath:"#/properties/rentLoss/type",keyword:"type",params:{type: schema11.properties.rentLoss.type},message:"must be number,null",schema:schema11.properties.rentLoss.type,parentSchema:schema11.properties.rentLoss,data:data11};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 < 0 || isNaN(data11)){
const err28 = {instancePath:instancePath+"/rentLoss",schemaPath:"#/properties/rentLoss/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.rentLoss,data:data11};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data11 >= 1000000000000 || isNaN(data11)){
const err29 = {instancePath:instancePath+"/rentLoss",schemaPath:"#/properties/rentLoss/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1000000000000},message:"must be < 1000000000000",schema:1000000000000,parentSchema:schema11.properties.rentLoss,data:data11};
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
if(data.ppCoverage !== undefined){
let data12 = data.ppCoverage;
if((!(typeof data12 == "number")) && (data12 !== null)){
const err30 = {instancePath:instancePath+"/ppCoverage",schemaPath:"#/properties/ppCoverage/type",keyword:"type",params:{type: schema11.properties.ppCoverage.type},message:"must be number,null",schema:schema11.properties.ppCoverage.type,parentSchema:schema11.properties.ppCoverage,data:data12};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(typeof data12 == "number"){
if(data12 < 0 || isNaN(data12)){
const err31 = {instancePath:instancePath+"/ppCoverage",schemaPath:"#/properties/ppCoverage/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.ppCoverage,data:data12};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data12 >= 1000000000000 || isNaN(data12)){
const err32 = {instancePath:instancePath+"/ppCoverage",schemaPath:"#/properties/ppCoverage/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1000000000000},message:"must be < 1000000000000",schema:1000000000000,parentSchema:schema11.properties.ppCoverage,data:data12};
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
if(data.wiringType !== undefined){
let data13 = data.wiringType;
if((typeof data13 !== "string") && (data13 !== null)){
const err33 = {instancePath:instancePath+"/wiringType",schemaPath:"#/properties/wiringType/type",keyword:"type",params:{type: schema11.properties.wiringType.type},message:"must be string,null",schema:schema11.properties.wiringType.type,parentSchema:schema11.properties.wiringType,data:data13};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data13 === "string"){
if(func3(data13) > 200){
const err34 = {instancePath:instancePath+"/wiringType",schemaPath:"#/properties/wiringType/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.wiringType,data:data13};
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
if(data.sprinklered !== undefined){
let data14 = data.sprinklered;
if((typeof data14 !== "string") && (data14 !== null)){
const err35 = {instancePath:instancePath+"/sprinklered",schemaPath:"#/properties/sprinklered/type",keyword:"type",params:{type: schema11.properties.sprinklered.type},message:"must be string,null",schema:schema11.properties.sprinklered.type,parentSchema:schema11.properties.sprinklered,data:data14};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data14 === "string"){
if(func3(data14) > 200){
const err36 = {instancePath:instancePath+"/sprinklered",schemaPath:"#/properties/sprinklered/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.sprinklered,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
if(data.hvac !== undefined){
let data15 = data.hvac;
if((typeof data15 !== "string") && (data15 !== null)){
const err37 = {instancePath:instancePath+"/hvac",schemaPath:"#/properties/hvac/type",keyword:"type",params:{type: schema11.properties.hvac.type},message:"must be string,null",schema:schema11.properties.hvac.type,parentSchema:schema11.properties.hvac,data:data15};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(typeof data15 === "string"){
if(func3(data15) > 200){
const err38 = {instancePath:instancePath+"/hvac",schemaPath:"#/properties/hvac/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.hvac,data:data15};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
if(data.plumbing !== undefined){
let data16 = data.plumbing;
if((typeof data16 !== "string") && (data16 !== null)){
const err39 = {instancePath:instancePath+"/plumbing",schemaPath:"#/properties/plumbing/type",keyword:"type",params:{type: schema11.properties.plumbing.type},message:"must be string,null",schema:schema11.properties.plumbing.type,parentSchema:schema11.properties.plumbing,data:data16};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data16 === "string"){
if(func3(data16) > 200){
const err40 = {instancePath:instancePath+"/plumbing",schemaPath:"#/properties/plumbing/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.plumbing,data:data16};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data.roof !== undefined){
let data17 = data.roof;
if((typeof data17 !== "string") && (data17 !== null)){
const err41 = {instancePath:instancePath+"/roof",schemaPath:"#/properties/roof/type",keyword:"type",params:{type: schema11.properties.roof.type},message:"must be string,null",schema:schema11.properties.roof.type,parentSchema:schema11.properties.roof,data:data17};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(typeof data17 === "string"){
if(func3(data17) > 200){
const err42 = {instancePath:instancePath+"/roof",schemaPath:"#/properties/roof/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.roof,data:data17};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data.floodZone !== undefined){
let data18 = data.floodZone;
if((typeof data18 !== "string") && (data18 !== null)){
const err43 = {instancePath:instancePath+"/floodZone",schemaPath:"#/properties/floodZone/type",keyword:"type",params:{type: schema11.properties.floodZone.type},message:"must be string,null",schema:schema11.properties.floodZone.type,parentSchema:schema11.properties.floodZone,data:data18};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(typeof data18 === "string"){
if(func3(data18) > 200){
const err44 = {instancePath:instancePath+"/floodZone",schemaPath:"#/properties/floodZone/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.floodZone,data:data18};
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
if(data.securedEntrance !== undefined){
let data19 = data.securedEntrance;
if((typeof data19 !== "string") && (data19 !== null)){
const err45 = {instancePath:instancePath+"/securedEntrance",schemaPath:"#/properties/securedEntrance/type",keyword:"type",params:{type: schema11.properties.securedEntrance.type},message:"must be string,null",schema:schema11.properties.securedEntrance.type,parentSchema:schema11.properties.securedEntrance,data:data19};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(typeof data19 === "string"){
if(func3(data19) > 200){
const err46 = {instancePath:instancePath+"/securedEntrance",schemaPath:"#/properties/securedEntrance/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.securedEntrance,data:data19};
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
if(data.totalInsuranedValue !== undefined){
let data20 = data.totalInsuranedValue;
if((!(typeof data20 == "number")) && (data20 !== null)){
const err47 = {instancePath:instancePath+"/totalInsuranedValue",schemaPath:"#/properties/totalInsuranedValue/type",keyword:"type",params:{type: schema11.properties.totalInsuranedValue.type},message:"must be number,null",schema:schema11.properties.totalInsuranedValue.type,parentSchema:schema11.properties.totalInsuranedValue,data:data20};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 < 0 || isNaN(data20)){
const err48 = {instancePath:instancePath+"/totalInsuranedValue",schemaPath:"#/properties/totalInsuranedValue/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.totalInsuranedValue,data:data20};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data20 >= 1000000000000 || isNaN(data20)){
const err49 = {instancePath:instancePath+"/totalInsuranedValue",schemaPath:"#/properties/totalInsuranedValue/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1000000000000},message:"must be < 1000000000000",schema:1000000000000,parentSchema:schema11.properties.totalInsuranedValue,data:data20};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export default { "-1eee4a14": validate10 };
