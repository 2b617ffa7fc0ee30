import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = in_5.contiguous();  in_5 = None
        tmp_1 = torch.nn.functional.scaled_dot_product_attention(in_3, in_2, in_4, attn_mask = tmp_0, dropout_p = 0.0, scale = 1.0, is_causal = False);  in_3 = in_2 = in_4 = tmp_0 = None
        tmp_2 = tmp_1.reshape(2, -1, 32, 64);  tmp_1 = None
        tmp_3 = tmp_2.transpose(1, 2);  tmp_2 = None
        tmp_4 = tmp_3.contiguous();  tmp_3 = None
        tmp_5 = tmp_4.reshape(2, 32, -1);  tmp_4 = None
        tmp_6 = tmp_5.contiguous();  tmp_5 = None
        tmp_7 = torch.nn.functional.linear(tmp_6, in_0, None);  tmp_6 = in_0 = None
        tmp_8 = torch.nn.functional.dropout(tmp_7, 0.1, False, False);  tmp_7 = None
        tmp_9 = in_1 + tmp_8;  in_1 = tmp_8 = None
        return (tmp_9,)
        