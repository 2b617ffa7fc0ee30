import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12):
        tmp_0 = torch.nn.functional.embedding(in_12, in_2, None, None, 2.0, False, False);  in_12 = in_2 = None
        tmp_1 = in_11 + tmp_0;  in_11 = tmp_0 = None
        tmp_2 = torch.nn.functional.layer_norm(tmp_1, (768,), in_1, in_0, 1e-12);  tmp_1 = in_1 = in_0 = None
        tmp_3 = torch.nn.functional.dropout(tmp_2, 0.1, False, False);  tmp_2 = None
        tmp_4 = torch.nn.functional.linear(tmp_3, in_8, in_7);  in_8 = in_7 = None
        tmp_5 = tmp_4.view(2, 32, -1, 64);  tmp_4 = None
        tmp_6 = tmp_5.transpose(1, 2);  tmp_5 = None
        tmp_7 = torch.nn.functional.linear(tmp_3, in_4, in_3);  in_4 = in_3 = None
        tmp_8 = tmp_7.view(2, 32, -1, 64);  tmp_7 = None
        tmp_9 = tmp_8.transpose(1, 2);  tmp_8 = None
        tmp_10 = torch.nn.functional.linear(tmp_3, in_10, in_9);  in_10 = in_9 = None
        tmp_11 = tmp_10.view(2, 32, -1, 64);  tmp_10 = None
        tmp_12 = tmp_11.transpose(1, 2);  tmp_11 = None
        tmp_13 = torch.nn.functional.scaled_dot_product_attention(tmp_6, tmp_9, tmp_12, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  tmp_6 = tmp_9 = tmp_12 = None
        tmp_14 = tmp_13.reshape(2, -1, 32, 64);  tmp_13 = None
        tmp_15 = tmp_14.transpose(1, 2);  tmp_14 = None
        tmp_16 = tmp_15.contiguous();  tmp_15 = None
        tmp_17 = tmp_16.reshape(2, 32, -1);  tmp_16 = None
        tmp_18 = tmp_17.contiguous();  tmp_17 = None
        tmp_19 = torch.nn.functional.linear(tmp_18, in_6, in_5);  tmp_18 = in_6 = in_5 = None
        return (tmp_3, tmp_19)
        