import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = in_4[(Ellipsis, None)];  in_4 = None
        tmp_1 = tmp_0.float();  tmp_0 = None
        tmp_2 = in_2.to(device = device(type='cpu'), dtype = torch.float32);  in_2 = None
        tmp_3 = tmp_1 * tmp_2;  tmp_1 = tmp_2 = None
        tmp_4 = torch.cat((tmp_3, tmp_3), dim = -1);  tmp_3 = None
        tmp_5 = tmp_4.cos()
        tmp_6 = tmp_5 * 1.0;  tmp_5 = None
        tmp_7 = tmp_4.sin();  tmp_4 = None
        tmp_8 = tmp_7 * 1.0;  tmp_7 = None
        tmp_9 = tmp_6.to(dtype = torch.float32);  tmp_6 = None
        tmp_10 = tmp_8.to(dtype = torch.float32);  tmp_8 = None
        tmp_11 = torch.nn.functional.layer_norm(in_3, (512,), in_1, in_0, 1e-05);  in_3 = in_1 = in_0 = None
        return (tmp_9, tmp_10, tmp_11)
        