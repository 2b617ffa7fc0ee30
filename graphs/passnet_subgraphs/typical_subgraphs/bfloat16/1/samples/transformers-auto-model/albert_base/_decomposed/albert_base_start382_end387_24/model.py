import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = in_5 + in_4;  in_5 = in_4 = None
        tmp_1 = torch.nn.functional.layer_norm(tmp_0, (768,), in_1, in_0, 1e-12);  tmp_0 = in_1 = in_0 = None
        tmp_2 = tmp_1[(slice(None, None, None), 0)]
        tmp_3 = torch.nn.functional.linear(tmp_2, in_3, in_2);  tmp_2 = in_3 = in_2 = None
        tmp_4 = torch.tanh(tmp_3);  tmp_3 = None
        return (tmp_1, tmp_4)
        