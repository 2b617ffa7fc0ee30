import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = torch.tensor([], dtype = torch.bfloat16, device = device(type='cpu'))
        tmp_1 = torch.tensor([], dtype = torch.bfloat16, device = device(type='cpu'))
        tmp_2 = torch.cat([tmp_0, in_0], dim = -2);  tmp_0 = in_0 = None
        tmp_3 = torch.cat([tmp_1, in_1], dim = -2);  tmp_1 = in_1 = None
        return (tmp_2, tmp_3)
        