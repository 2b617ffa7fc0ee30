import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6):
        tmp_0 = in_4 * in_6;  in_4 = in_6 = None
        tmp_1 = tmp_0 + in_5;  tmp_0 = in_5 = None
        tmp_2 = torch.nn.functional.layer_norm(tmp_1, (768,), in_1, in_0, 1e-12);  in_1 = in_0 = None
        tmp_3 = torch.nn.functional.linear(tmp_2, in_3, in_2);  tmp_2 = in_3 = in_2 = None
        tmp_4 = torch.nn.functional.gelu(tmp_3);  tmp_3 = None
        return (tmp_1, tmp_4)
        