class Program_weight_tensor_meta_out_46:
	name = "in_0"
	original_name = "out_46"
	shape = [1, 768, 7, 7]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.052
