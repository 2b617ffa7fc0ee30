import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9, in_10, in_11, in_12, in_13, in_14, in_15, in_16, in_17):
        tmp_0 = torch.nn.functional.scaled_dot_product_attention(in_16, in_15, in_17, attn_mask = None, dropout_p = 0.0, scale = 0.125, is_causal = False);  in_16 = in_15 = in_17 = None
        tmp_1 = tmp_0.reshape(2, -1, 32, 64);  tmp_0 = None
        tmp_2 = tmp_1.transpose(1, 2);  tmp_1 = None
        tmp_3 = tmp_2.contiguous();  tmp_2 = None
        tmp_4 = tmp_3.reshape(2, 32, -1);  tmp_3 = None
        tmp_5 = tmp_4.contiguous();  tmp_4 = None
        tmp_6 = torch.nn.functional.linear(tmp_5, in_9, in_8);  tmp_5 = in_9 = in_8 = None
        tmp_7 = torch.nn.functional.dropout(tmp_6, p = 0.1, training = False);  tmp_6 = None
        tmp_8 = in_14 + tmp_7;  in_14 = tmp_7 = None
        tmp_9 = torch.nn.functional.layer_norm(tmp_8, (1024,), in_7, in_6, 1e-05);  tmp_8 = in_7 = in_6 = None
        tmp_10 = torch.nn.functional.linear(tmp_9, in_1, in_0);  in_1 = in_0 = None
        tmp_11 = torch.nn.functional.gelu(tmp_10);  tmp_10 = None
        tmp_12 = torch.nn.functional.dropout(tmp_11, p = 0.0, training = False);  tmp_11 = None
        tmp_13 = torch.nn.functional.linear(tmp_12, in_3, in_2);  tmp_12 = in_3 = in_2 = None
        tmp_14 = torch.nn.functional.dropout(tmp_13, p = 0.1, training = False);  tmp_13 = None
        tmp_15 = tmp_9 + tmp_14;  tmp_9 = tmp_14 = None
        tmp_16 = torch.nn.functional.layer_norm(tmp_15, (1024,), in_5, in_4, 1e-05);  tmp_15 = in_5 = in_4 = None
        tmp_17 = torch.nn.functional.linear(tmp_16, in_13, in_12);  in_13 = in_12 = None
        tmp_18 = tmp_17.view((2, 32, -1, 64));  tmp_17 = None
        tmp_19 = tmp_18.transpose(1, 2);  tmp_18 = None
        tmp_20 = torch.nn.functional.linear(tmp_16, in_11, in_10);  in_11 = in_10 = None
        return (tmp_16, tmp_19, tmp_20)
        