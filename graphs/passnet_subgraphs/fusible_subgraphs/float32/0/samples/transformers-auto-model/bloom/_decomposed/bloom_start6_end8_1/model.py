import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0):
        tmp_0 = torch.arange(32, device = device(type='cpu'))
        tmp_1 = in_0 * tmp_0;  in_0 = tmp_0 = None
        return (tmp_1,)
        