import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3):
        tmp_0 = in_1.reshape(4, 16, 256, 64);  in_1 = None
        tmp_1 = torch.nn.functional.scaled_dot_product_attention(in_3, in_2, tmp_0, attn_mask = in_0, dropout_p = 0.0, scale = 0.125, is_causal = False);  in_3 = in_2 = tmp_0 = in_0 = None
        tmp_2 = tmp_1.reshape(4, -1, 256, 64);  tmp_1 = None
        tmp_3 = tmp_2.transpose(1, 2);  tmp_2 = None
        return (tmp_3,)
        