import random, time, sys
from tests.misere.test_order import MEMBERS, brute_ge
from cgt.misere.store import make
from cgt.misere.outcomes import outcome_ge
from cgt.misere.universes import is_dead_ending
random.seed(int(sys.argv[2]))
u=sys.argv[1]
D2=MEMBERS[u]
t=time.time()
unw=[(g,h) for g in D2 for h in D2 if not g.ge(h,u) and brute_ge(g,h,u)]
pool=[]
while len(pool)<int(sys.argv[3]):
    x=make(random.sample(D2,random.randint(0,5)),random.sample(D2,random.randint(0,5)))
    if u=='all' or is_dead_ending(x): pool.append(x)
out={}
for g in D2:
    out[g]=[(g+x).outcome for x in pool]
print(u,'computed',time.time()-t,flush=True)
left=[(g,h) for g,h in unw if not any(not outcome_ge(a,b) for a,b in zip(out[g],out[h]))]
print(u,len(unw),'left',len(left),[(str(a),str(b)) for a,b in left[:8]],time.time()-t,flush=True)
