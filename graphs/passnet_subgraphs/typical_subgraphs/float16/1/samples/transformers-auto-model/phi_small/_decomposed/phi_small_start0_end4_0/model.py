import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1):
        tmp_0 = torch.nn.functional.embedding(in_0, in_1, None, None, 2.0, False, False);  in_0 = in_1 = None
        tmp_1 = torch.arange(32, device = device(type='cpu'))
        tmp_2 = tmp_1 + 0;  tmp_1 = None
        tmp_3 = tmp_2.unsqueeze(0);  tmp_2 = None
        return (tmp_0, tmp_3)
        