import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.to(dtype = torch.int32, device = device(type='cpu'));  in_0 = None
        tmp_1 = tmp_0 == 49407;  tmp_0 = None
        return (tmp_1,)
        