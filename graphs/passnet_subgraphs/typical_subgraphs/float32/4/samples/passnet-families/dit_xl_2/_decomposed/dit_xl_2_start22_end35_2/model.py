import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.arange(128, dtype = torch.float32, device = device(type='cuda', index=0))
        tmp_1 = -9.210340371976184 * tmp_0;  tmp_0 = None
        tmp_2 = tmp_1 / 128;  tmp_1 = None
        tmp_3 = torch.exp(tmp_2);  tmp_2 = None
        tmp_4 = in_2[(slice(None, None, None), None)];  in_2 = None
        tmp_5 = tmp_4.float();  tmp_4 = None
        tmp_6 = tmp_3[None];  tmp_3 = None
        tmp_7 = tmp_5 * tmp_6;  tmp_5 = tmp_6 = None
        tmp_8 = torch.cos(tmp_7)
        tmp_9 = torch.sin(tmp_7);  tmp_7 = None
        tmp_10 = torch.cat([tmp_8, tmp_9], dim = -1);  tmp_8 = tmp_9 = None
        tmp_11 = tmp_10.to(torch.float32);  tmp_10 = None
        tmp_12 = torch.nn.functional.linear(tmp_11, in_1, in_0);  tmp_11 = in_1 = in_0 = None
        return (tmp_12,)
        