const fs=require('fs');const path=require('path');
const smdir=require('path').join(__dirname,'../../node_modules/.pnpm',fs.readdirSync(path.join(__dirname,'../../node_modules/.pnpm')).find(d=>d.startsWith('source-map-js@')),'node_modules/source-map-js');
const {SourceMapConsumer}=require(smdir);
const file=process.argv[2];
const code=fs.readFileSync(file,'utf8');const map=JSON.parse(fs.readFileSync(file+'.map','utf8'));
const c=new SourceMapConsumer(map);
const lines=code.split('\n');const sizes={};
// walk mappings in order
const maps=[];c.eachMapping(m=>maps.push(m));
maps.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
for(let i=0;i<maps.length;i++){const m=maps[i],n=maps[i+1];let len;
 if(n&&n.generatedLine===m.generatedLine) len=n.generatedColumn-m.generatedColumn; else len=lines[m.generatedLine-1].length-m.generatedColumn;
 const s=m.source||'?';sizes[s]=(sizes[s]||0)+len;}
Object.entries(sizes).sort((a,b)=>b[1]-a[1]).forEach(([s,n])=>console.log(n,s.replace(/.*\/(apps|packages)\//,'$1/')));
