import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0.to(device = device(type='cpu'), dtype = torch.bool);  in_0 = None
        tmp_1 = torch.arange(2, device = device(type='cpu'))
        tmp_2 = torch.arange(1, device = device(type='cpu'));  tmp_2 = None
        tmp_3 = torch.arange(32, device = device(type='cpu'))
        tmp_4 = tmp_3 + 0;  tmp_3 = None
        tmp_5 = torch.arange(32, device = device(type='cpu'))
        tmp_6 = tmp_5 + 0;  tmp_5 = None
        tmp_7 = tmp_1[(slice(None, None, None), None, None, None)];  tmp_1 = None
        tmp_8 = tmp_4[(None, None, slice(None, None, None), None)];  tmp_4 = None
        return (tmp_0, tmp_6, tmp_7, tmp_8)
        