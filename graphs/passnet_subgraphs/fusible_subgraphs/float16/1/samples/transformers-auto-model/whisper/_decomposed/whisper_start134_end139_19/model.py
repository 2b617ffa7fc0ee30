import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = in_2.repeat(4, 1);  in_2 = None
        tmp_1 = in_0[tmp_0];  in_0 = tmp_0 = None
        tmp_2 = tmp_1.to(device(type='cpu'));  tmp_1 = None
        tmp_3 = in_1 + tmp_2;  in_1 = tmp_2 = None
        tmp_4 = torch.nn.functional.dropout(tmp_3, p = 0.0, training = False);  tmp_3 = None
        return (tmp_4,)
        