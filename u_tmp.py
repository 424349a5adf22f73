import random, time
from cgt.misere.tables import born_by
from cgt.misere.store import make
from cgt.misere.simplest import simplest, equivalent
from cgt.misere.universes import smallest, UNIVERSES
import sys; random.seed(int(sys.argv[1]))
for u in ["dead-ending","all","dicot"]:
    base=born_by(2,u); t=time.time()
    out=set()
    while len(out)<int(sys.argv[2]):
        g=make(random.sample(base,random.randint(0,3)), random.sample(base,random.randint(0,3)))
        if UNIVERSES.index(smallest(g))<=UNIVERSES.index(u):
            out.add(simplest(g,u))
    out=list(out); bad=0
    for i,a in enumerate(out):
        for b in out[i+1:]:
            if equivalent(a,b,u): bad+=1; print(u,a,b) if bad<4 else None
    print(u,'nonunique',bad,time.time()-t, flush=True)
