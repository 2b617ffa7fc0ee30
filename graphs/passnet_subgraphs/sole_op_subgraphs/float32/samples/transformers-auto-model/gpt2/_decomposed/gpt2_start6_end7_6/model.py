import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.to(device(type='cpu'));  in_0 = None
        return (tmp_0,)
        