class Program_weight_tensor_meta_angles:
	name = "in_0"
	original_name = "angles"
	shape = [256, 288]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.827
	std = 1.913
