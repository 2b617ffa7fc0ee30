import torch

class GraphModule(torch.nn.Module):
    
    
    
    def forward(self, in_0, in_1, in_2, in_3, in_4, in_5):
        tmp_0 = in_5 + in_4;  in_5 = in_4 = None
        tmp_1 = torch.nn.functional.adaptive_avg_pool2d(tmp_0, 1);  tmp_0 = None
        tmp_2 = tmp_1.permute(0, 2, 3, 1);  tmp_1 = None
        tmp_3 = torch.nn.functional.layer_norm(tmp_2, (512,), in_3, in_2, 1e-06);  tmp_2 = in_3 = in_2 = None
        tmp_4 = tmp_3.permute(0, 3, 1, 2);  tmp_3 = None
        tmp_5 = tmp_4.flatten(1, -1);  tmp_4 = None
        tmp_6 = torch.nn.functional.dropout(tmp_5, 0.0, False, False);  tmp_5 = None
        tmp_7 = torch.nn.functional.linear(tmp_6, in_1, in_0);  tmp_6 = in_1 = in_0 = None
        return (tmp_7,)
        