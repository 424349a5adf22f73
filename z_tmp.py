import random, itertools, time
from tests.misere.test_order import MEMBERS
from cgt.misere import misere
from cgt.misere.store import make
from cgt.misere.outcomes import outcome_ge
from cgt.misere.universes import is_dead_ending
from cgt.misere.tables import born_by
random.seed(9)
E2=born_by(2,'dead-ending')
G,H=misere('*'),misere('1')
t=time.time(); found=None; tries=0
pool=[]
while time.time()-t<400 and not found:
    k=random.random()
    if k<0.5 or not pool:
        X=make(random.sample(E2,random.randint(0,6)),random.sample(E2,random.randint(0,6)))
        if not is_dead_ending(X): continue
        pool.append(X)
    else:
        X=random.choice(pool)+random.choice(E2)
    tries+=1
    if not outcome_ge((G+X).outcome,(H+X).outcome): found=X
print(tries, found, time.time()-t)
