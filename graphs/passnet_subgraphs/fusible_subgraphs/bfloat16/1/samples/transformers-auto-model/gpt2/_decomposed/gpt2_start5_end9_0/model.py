import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.embedding(in_2, in_0, None, None, 2.0, False, False);  in_2 = in_0 = None
        tmp_1 = tmp_0.to(device(type='cpu'));  tmp_0 = None
        tmp_2 = in_1 + tmp_1;  in_1 = tmp_1 = None
        tmp_3 = torch.nn.functional.dropout(tmp_2, 0.1, False, False);  tmp_2 = None
        return (tmp_3,)
        