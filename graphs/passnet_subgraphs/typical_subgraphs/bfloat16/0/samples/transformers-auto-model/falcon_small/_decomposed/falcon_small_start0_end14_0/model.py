import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = torch.nn.functional.embedding(in_1, in_0, None, None, 2.0, False, False);  in_1 = in_0 = None
        tmp_1 = torch.arange(32, device = device(type='cpu'))
        tmp_2 = tmp_1 + 0;  tmp_1 = None
        tmp_3 = tmp_2.unsqueeze(0);  tmp_2 = None
        tmp_4 = torch.arange(2, device = device(type='cpu'));  tmp_4 = None
        tmp_5 = torch.arange(1, device = device(type='cpu'));  tmp_5 = None
        tmp_6 = torch.arange(32, device = device(type='cpu'))
        tmp_7 = tmp_6 + 0;  tmp_6 = None
        tmp_8 = torch.arange(32, device = device(type='cpu'))
        tmp_9 = tmp_8 + 0;  tmp_8 = None
        tmp_10 = tmp_7[(None, None, slice(None, None, None), None)];  tmp_7 = None
        tmp_11 = tmp_9[(None, None, None, slice(None, None, None))];  tmp_9 = None
        tmp_12 = tmp_11 <= tmp_10;  tmp_11 = tmp_10 = None
        tmp_13 = tmp_12.expand(2, -1, 32, 32);  tmp_12 = None
        return (tmp_0, tmp_3, tmp_13)
        