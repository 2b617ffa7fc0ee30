import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9):
        tmp_0 = torch.nn.functional.scaled_dot_product_attention(in_8, in_7, in_9, attn_mask = None, dropout_p = 0.0, scale = 0.1767766952966369, is_causal = False);  in_8 = in_7 = in_9 = None
        tmp_1 = tmp_0.reshape(4, -1, 3136, 32);  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = tmp_2.contiguous();  tmp_2 = None
        tmp_4 = tmp_3.reshape(4, 3136, -1);  tmp_3 = None
        tmp_5 = tmp_4.contiguous();  tmp_4 = None
        tmp_6 = torch.nn.functional.linear(tmp_5, in_1, in_0);  tmp_5 = in_1 = in_0 = None
        tmp_7 = torch.nn.functional.dropout(tmp_6, 0.0, False, False);  tmp_6 = None
        tmp_8 = tmp_7 + in_6;  tmp_7 = in_6 = None
        tmp_9 = torch.nn.functional.layer_norm(tmp_8, (32,), in_3, in_2, 1e-05);  in_3 = in_2 = None
        tmp_10 = torch.nn.functional.linear(tmp_9, in_5, in_4);  tmp_9 = in_5 = in_4 = None
        return (tmp_8, tmp_10)
        