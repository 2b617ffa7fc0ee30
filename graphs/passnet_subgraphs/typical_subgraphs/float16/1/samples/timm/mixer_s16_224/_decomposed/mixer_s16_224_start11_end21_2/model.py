import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6, in_7, in_8, in_9):
        tmp_0 = in_9 + in_8;  in_9 = in_8 = None
        tmp_1 = torch.nn.functional.layer_norm(tmp_0, (512,), in_5, in_4, 1e-06);  in_5 = in_4 = None
        tmp_2 = torch.nn.functional.linear(tmp_1, in_1, in_0);  tmp_1 = in_1 = in_0 = None
        tmp_3 = torch.nn.functional.gelu(tmp_2, approximate = 'none');  tmp_2 = None
        tmp_4 = torch.nn.functional.dropout(tmp_3, 0.0, False, False);  tmp_3 = None
        tmp_5 = torch.nn.functional.linear(tmp_4, in_3, in_2);  tmp_4 = in_3 = in_2 = None
        tmp_6 = torch.nn.functional.dropout(tmp_5, 0.0, False, False);  tmp_5 = None
        tmp_7 = tmp_0 + tmp_6;  tmp_0 = tmp_6 = None
        tmp_8 = torch.nn.functional.layer_norm(tmp_7, (512,), in_7, in_6, 1e-06);  in_7 = in_6 = None
        tmp_9 = tmp_8.transpose(1, 2);  tmp_8 = None
        return (tmp_7, tmp_9)
        