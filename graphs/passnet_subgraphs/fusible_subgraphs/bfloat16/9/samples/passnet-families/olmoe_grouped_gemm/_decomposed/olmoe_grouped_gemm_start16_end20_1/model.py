import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = in_1 // 8
        tmp_1 = in_0[in_1];  in_0 = in_1 = None
        tmp_2 = torch.arange(64, device = device(type='cuda', index=0), dtype = torch.int64)
        tmp_3 = torch.searchsorted(tmp_1, tmp_2, right = True);  tmp_1 = tmp_2 = None
        return (tmp_0, tmp_3)
        