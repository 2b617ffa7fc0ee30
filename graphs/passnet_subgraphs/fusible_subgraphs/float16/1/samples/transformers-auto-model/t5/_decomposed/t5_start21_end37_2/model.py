import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = torch.arange(32, dtype = torch.int64, device = device(type='cpu'))
        tmp_1 = tmp_0[(None, slice(None, None, None))];  tmp_0 = None
        tmp_2 = tmp_1 - in_0;  tmp_1 = in_0 = None
        tmp_3 = tmp_2 > 0
        tmp_4 = tmp_3.to(torch.int64);  tmp_3 = None
        tmp_5 = tmp_4 * 16;  tmp_4 = None
        tmp_6 = 0 + tmp_5;  tmp_5 = None
        tmp_7 = torch.abs(tmp_2);  tmp_2 = None
        tmp_8 = tmp_7 < 8
        tmp_9 = tmp_7.float()
        tmp_10 = tmp_9 / 8;  tmp_9 = None
        tmp_11 = torch.log(tmp_10);  tmp_10 = None
        tmp_12 = tmp_11 / 2.772588722239781;  tmp_11 = None
        tmp_13 = tmp_12 * 8;  tmp_12 = None
        tmp_14 = tmp_13.to(torch.int64);  tmp_13 = None
        tmp_15 = 8 + tmp_14;  tmp_14 = None
        return (tmp_6, tmp_7, tmp_8, tmp_15)
        