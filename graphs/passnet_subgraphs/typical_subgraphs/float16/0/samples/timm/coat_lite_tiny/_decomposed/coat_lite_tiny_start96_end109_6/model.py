import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9):
        tmp_0 = in_9.transpose(1, 2);  in_9 = None
        tmp_1 = tmp_0.reshape(2, 3137, 64);  tmp_0 = None
        tmp_2 = torch.nn.functional.linear(tmp_1, in_1, in_0);  tmp_1 = in_1 = in_0 = None
        tmp_3 = torch.nn.functional.dropout(tmp_2, 0.0, False, False);  tmp_2 = None
        tmp_4 = in_8 + tmp_3;  in_8 = tmp_3 = None
        tmp_5 = torch.nn.functional.layer_norm(tmp_4, (64,), in_7, in_6, 1e-06);  in_7 = in_6 = None
        tmp_6 = torch.nn.functional.linear(tmp_5, in_3, in_2);  tmp_5 = in_3 = in_2 = None
        tmp_7 = torch.nn.functional.gelu(tmp_6, approximate = 'none');  tmp_6 = None
        tmp_8 = torch.nn.functional.dropout(tmp_7, 0.0, False, False);  tmp_7 = None
        tmp_9 = torch.nn.functional.linear(tmp_8, in_5, in_4);  tmp_8 = in_5 = in_4 = None
        tmp_10 = torch.nn.functional.dropout(tmp_9, 0.0, False, False);  tmp_9 = None
        tmp_11 = tmp_4 + tmp_10;  tmp_4 = tmp_10 = None
        tmp_12 = tmp_11[(slice(None, None, None), slice(1, None, None), slice(None, None, None))];  tmp_11 = None
        return (tmp_12,)
        