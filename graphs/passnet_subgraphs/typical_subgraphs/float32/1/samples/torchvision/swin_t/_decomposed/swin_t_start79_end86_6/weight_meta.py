class Program_weight_tensor_meta_attn_mask_2:
	name = "in_0"
	original_name = "attn_mask_2"
	shape = [64, 49]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.714
	std = 1.593
