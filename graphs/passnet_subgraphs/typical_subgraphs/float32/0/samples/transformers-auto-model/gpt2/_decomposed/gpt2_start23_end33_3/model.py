import torch
from torch import device

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2):
        tmp_0 = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))
        tmp_1 = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))
        tmp_2 = torch.cat([tmp_0, in_0], dim = -2);  tmp_0 = in_0 = None
        tmp_3 = torch.cat([tmp_1, in_2], dim = -2);  tmp_1 = in_2 = None
        tmp_4 = torch.nn.functional.scaled_dot_product_attention(in_1, tmp_2, tmp_3, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = True);  in_1 = None
        tmp_5 = tmp_4.reshape(2, -1, 32, 64);  tmp_4 = None
        tmp_6 = tmp_5.transpose(1, 2);  tmp_5 = None
        tmp_7 = tmp_6.contiguous();  tmp_6 = None
        tmp_8 = tmp_7.reshape(2, 32, -1);  tmp_7 = None
        tmp_9 = tmp_8.contiguous();  tmp_8 = None
        return (tmp_2, tmp_3, tmp_9)
        