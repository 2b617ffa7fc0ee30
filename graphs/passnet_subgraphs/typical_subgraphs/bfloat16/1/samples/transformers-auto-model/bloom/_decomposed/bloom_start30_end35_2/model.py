import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = in_0.transpose(1, 2);  in_0 = None
        tmp_1 = torch.tensor([], dtype = torch.bfloat16, device = device(type='cpu'))
        tmp_2 = torch.tensor([], dtype = torch.bfloat16, device = device(type='cpu'))
        tmp_3 = torch.cat([tmp_1, in_1], dim = -2);  tmp_1 = in_1 = None
        tmp_4 = torch.cat([tmp_2, tmp_0], dim = -2);  tmp_2 = tmp_0 = None
        return (tmp_3, tmp_4)
        