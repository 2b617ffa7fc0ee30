import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.to(device = device(type='cuda', index=0), dtype = torch.bool);  in_0 = None
        return (tmp_0,)
        