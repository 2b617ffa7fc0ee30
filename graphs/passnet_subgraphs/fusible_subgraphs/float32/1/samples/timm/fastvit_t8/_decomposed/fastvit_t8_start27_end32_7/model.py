import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5, in_6):
        tmp_0 = torch.nn.functional.batch_norm(in_5, in_1, in_2, in_4, in_3, False, 0.1, 1e-05);  in_1 = in_2 = in_4 = in_3 = None
        tmp_1 = 0 + tmp_0;  tmp_0 = None
        tmp_2 = in_6 - tmp_1;  in_6 = tmp_1 = None
        tmp_3 = tmp_2 * in_0;  tmp_2 = in_0 = None
        tmp_4 = in_5 + tmp_3;  in_5 = tmp_3 = None
        return (tmp_4,)
        