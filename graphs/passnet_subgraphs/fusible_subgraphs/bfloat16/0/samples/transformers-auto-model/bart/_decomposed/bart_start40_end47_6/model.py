import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4):
        tmp_0 = torch.nn.functional.linear(in_2, in_1, in_0);  in_2 = in_1 = in_0 = None
        tmp_1 = in_3.view((1, 16, -1, 64));  in_3 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = tmp_0.view((1, 16, -1, 64));  tmp_0 = None
        tmp_4 = tmp_3.transpose(1, 2);  tmp_3 = None
        tmp_5 = torch.nn.functional.scaled_dot_product_attention(in_4, tmp_2, tmp_4, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  in_4 = tmp_2 = tmp_4 = None
        tmp_6 = tmp_5.reshape(1, -1, 16, 64);  tmp_5 = None
        return (tmp_6,)
        