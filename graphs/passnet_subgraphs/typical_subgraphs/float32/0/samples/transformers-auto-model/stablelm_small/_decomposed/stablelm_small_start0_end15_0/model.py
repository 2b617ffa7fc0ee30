import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.nn.functional.embedding(in_0, in_1, None, None, 2.0, False, False);  in_0 = in_1 = None
        tmp_1 = torch.arange(32, device = device(type='cpu'))
        tmp_2 = tmp_1 + 0;  tmp_1 = None
        tmp_3 = tmp_2.unsqueeze(0);  tmp_2 = None
        tmp_4 = tmp_3[(Ellipsis, None)];  tmp_3 = None
        tmp_5 = tmp_4.float();  tmp_4 = None
        tmp_6 = in_2.to(device = device(type='cpu'), dtype = torch.float32);  in_2 = None
        tmp_7 = tmp_5 * tmp_6;  tmp_5 = tmp_6 = None
        tmp_8 = torch.cat((tmp_7, tmp_7), dim = -1);  tmp_7 = None
        tmp_9 = tmp_8.cos()
        tmp_10 = tmp_9 * 1.0;  tmp_9 = None
        tmp_11 = tmp_8.sin();  tmp_8 = None
        tmp_12 = tmp_11 * 1.0;  tmp_11 = None
        tmp_13 = tmp_10.to(dtype = torch.float32);  tmp_10 = None
        tmp_14 = tmp_12.to(dtype = torch.float32);  tmp_12 = None
        return (tmp_0, tmp_13, tmp_14)
        