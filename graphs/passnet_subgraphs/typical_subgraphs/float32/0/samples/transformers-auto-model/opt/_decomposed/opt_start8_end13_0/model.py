import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = in_4 + 2;  in_4 = None
        tmp_1 = torch.nn.functional.embedding(tmp_0, in_0, None, None, 2.0, False, False);  tmp_0 = in_0 = None
        tmp_2 = tmp_1.to(device(type='cpu'));  tmp_1 = None
        tmp_3 = in_3 + tmp_2;  in_3 = tmp_2 = None
        tmp_4 = torch.nn.functional.layer_norm(tmp_3, (768,), in_2, in_1, 1e-05);  in_2 = in_1 = None
        return (tmp_3, tmp_4)
        