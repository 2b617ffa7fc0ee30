import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = in_4 * in_1;  in_4 = in_1 = None
        tmp_1 = in_5 + tmp_0;  in_5 = tmp_0 = None
        tmp_2 = in_0.unsqueeze(1);  in_0 = None
        tmp_3 = torch.nn.functional.layer_norm(tmp_1, (1152,), None, None, 1e-06)
        tmp_4 = in_2.unsqueeze(1);  in_2 = None
        tmp_5 = 1 + tmp_4;  tmp_4 = None
        tmp_6 = tmp_3 * tmp_5;  tmp_3 = tmp_5 = None
        tmp_7 = in_3.unsqueeze(1);  in_3 = None
        return (tmp_1, tmp_2, tmp_6, tmp_7)
        