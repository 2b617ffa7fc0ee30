class Program_weight_tensor_meta_attn_mask_3:
	name = "in_0"
	original_name = "attn_mask_3"
	shape = [64, 49, 49]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.782
