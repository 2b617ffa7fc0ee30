import torch
from torch import inf

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = torch.clamp(in_0, min = 0.0, max = inf);  in_0 = None
        return (tmp_0,)
        