const fs=require('fs');const {SourceMapConsumer}=require('source-map-js');
const f=process.argv[2];const code=fs.readFileSync(f,'utf8');const map=JSON.parse(fs.readFileSync(f+'.map','utf8'));
const c=new SourceMapConsumer(map);const lines=code.split('\n');const sizes={};
let prev=null;
c.eachMapping(m=>{ if(prev){ let bytes; if(prev.generatedLine===m.generatedLine) bytes=m.generatedColumn-prev.generatedColumn; else bytes=lines[prev.generatedLine-1].length-prev.generatedColumn; const s=prev.source||'(none)'; sizes[s]=(sizes[s]||0)+bytes;} prev=m;});
const arr=Object.entries(sizes).sort((a,b)=>b[1]-a[1]);let tot=0;for(const [,v] of arr) tot+=v;
console.log('total',tot);for(const [k,v] of arr.slice(0,+process.argv[3]||40)) console.log(String(v).padStart(7),k.replace(/.*\.\.\//,''));
