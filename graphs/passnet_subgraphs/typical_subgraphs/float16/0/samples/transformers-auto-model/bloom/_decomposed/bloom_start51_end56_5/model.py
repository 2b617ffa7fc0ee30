import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = torch.nn.functional.dropout(in_5, p = 0.0, training = False);  in_5 = None
        tmp_1 = in_4 + tmp_0;  in_4 = tmp_0 = None
        tmp_2 = torch.nn.functional.layer_norm(tmp_1, (64,), in_3, in_2, 1e-05);  in_3 = in_2 = None
        tmp_3 = torch.nn.functional.linear(tmp_2, in_1, in_0);  tmp_2 = in_1 = in_0 = None
        tmp_4 = tmp_3 * 0.5
        return (tmp_1, tmp_3, tmp_4)
        