import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = in_0 >= 0;  in_0 = None
        tmp_1 = tmp_0.to(device(type='cpu'));  tmp_0 = None
        tmp_2 = in_1 & tmp_1;  in_1 = tmp_1 = None
        return (tmp_2,)
        