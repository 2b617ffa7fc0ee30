import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = in_0 * 1.0;  in_0 = None
        tmp_1 = torch.arange(16, device = device(type='cpu'))
        tmp_2 = tmp_1 + 0;  tmp_1 = None
        tmp_3 = tmp_2.unsqueeze(0);  tmp_2 = None
        return (tmp_0, tmp_3)
        