import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = torch.arange(1, 9, device = device(type='cpu'), dtype = torch.int32)
        tmp_1 = torch.pow(in_0, tmp_0);  in_0 = tmp_0 = None
        return (tmp_1,)
        