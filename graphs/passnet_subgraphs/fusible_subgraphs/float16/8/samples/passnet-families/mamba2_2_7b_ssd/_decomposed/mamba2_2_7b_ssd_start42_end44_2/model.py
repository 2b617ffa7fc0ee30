import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.repeat(1, 1, 1, 1, 256);  in_0 = None
        tmp_1 = torch.ones(256, 256, dtype = torch.bool, device = device(type='cuda', index=0))
        return (tmp_0, tmp_1)
        